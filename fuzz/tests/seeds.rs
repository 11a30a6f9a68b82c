//! Runs every fuzz property over its corpus (`corpus/<target>/`), so the seeds and the
//! crashes turned into seeds are checked by a plain `cargo test` in this crate.

use std::fs;
use std::path::Path;

#[test]
fn every_seed_passes_its_target() {
    let targets: [(&str, fn(&[u8])); 9] = [
        ("tiles_board", puzzle_lab_fuzz::tiles_board),
        ("sudoku_text", puzzle_lab_fuzz::sudoku_text),
        ("magic_square", puzzle_lab_fuzz::magic_square),
        ("ga_params", puzzle_lab_fuzz::ga_params),
        ("url_query", puzzle_lab_fuzz::url_query),
        ("saved_state", puzzle_lab_fuzz::saved_state),
        ("pdb_bytes", puzzle_lab_fuzz::pdb_bytes),
        ("worker_message", puzzle_lab_fuzz::worker_message),
        ("page_query", puzzle_lab_fuzz::page_query),
    ];
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("corpus");
    for (target, check) in targets {
        let dir = root.join(target);
        let mut seen = 0;
        for entry in fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
            let path = entry.expect("a directory entry").path();
            let data = fs::read(&path).expect("a seed file");
            println!("{target}: {}", path.display());
            check(&data);
            seen += 1;
        }
        assert!(seen > 0, "{target} has no seeds");
    }
}
