//! Fuzz target: see `puzzle_lab_fuzz::page_query` for the input and the properties checked.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| puzzle_lab_fuzz::page_query(data));
