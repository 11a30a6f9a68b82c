//! The page's reader of the worker's replies: postcard's bytes, read by hand.
//!
//! The worker writes every [`Response`] with serde and postcard ([`super::codec`]). The
//! page used to read them the same way, but serde's derived readers cost it about 12 KB
//! of its gzipped download, a third of that budget's whole margin and more: each type's
//! reader carries a visitor, its error paths and its drop glue, inlined into one large
//! function. Reading postcard's plain layout by hand costs a fraction of that.
//!
//! Postcard's layout, which [`Wire`] follows:
//! - `bool` and `u8` are one byte; the wider unsigned integers (`usize` too) are LEB128
//!   varints; `f64` is eight little-endian bytes;
//! - a `String` or a sequence is its length (a varint), then its bytes or its elements;
//!   tuples and arrays are their elements, with no length;
//! - an `Option` is a byte (0 or 1), then the value if there is one;
//! - an enum is its variant's index (a varint, in the order the variants are declared),
//!   then the variant's fields; a struct is its fields, in declaration order.
//!
//! Reads do not stop at the first fault: a read that fails marks the reader as failed and
//! gives a stand-in value (0, empty, the first variant), and [`read_response`] refuses
//! the whole message at the end. Without an early return after every field, the page
//! carries no clean-up path per field, which halves the readers' code.
//!
//! Each reader here mirrors one type's declaration, field by field. The round-trip
//! tests (`tests.rs`) write every reply kind with postcard and read it back here, so a
//! change to a type that its reader does not follow fails them.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

mod ga;
mod response;
mod sudoku;
#[cfg(test)]
mod tests;
mod tiles;

pub use response::read_response;

/// A cursor over a reply's bytes. A read past the end, or of a value its type cannot
/// hold, marks the reader as failed (see [`Reader::failed`]) and gives a stand-in.
pub struct Reader<'a> {
    bytes: &'a [u8],
    at: usize,
    failed: bool,
}

impl<'a> Reader<'a> {
    /// A reader at the start of `bytes`.
    pub fn new(bytes: &'a [u8]) -> Reader<'a> {
        Reader {
            bytes,
            at: 0,
            failed: false,
        }
    }

    /// How many bytes have been read.
    pub fn position(&self) -> usize {
        self.at
    }

    /// True once every byte has been read.
    pub fn at_end(&self) -> bool {
        self.at >= self.bytes.len()
    }

    /// True if some read failed: the values read are then not to be trusted.
    pub fn failed(&self) -> bool {
        self.failed
    }

    /// `value`, or `stand_in` (and the reader marked as failed) if there is none.
    pub fn or_fail<T>(&mut self, value: Option<T>, stand_in: T) -> T {
        value.unwrap_or_else(|| {
            self.failed = true;
            stand_in
        })
    }

    /// The next `n` bytes (none once failed).
    fn take(&mut self, n: usize) -> &'a [u8] {
        let slice = self
            .at
            .checked_add(n)
            .and_then(|end| self.bytes.get(self.at..end));
        match slice {
            Some(slice) if !self.failed => {
                self.at += n;
                slice
            }
            _ => self.or_fail(None, &[]),
        }
    }

    /// One byte (0 once failed).
    pub fn byte(&mut self) -> u8 {
        self.take(1).first().copied().unwrap_or(0)
    }

    /// A LEB128 varint of at most 64 bits.
    pub fn varint(&mut self) -> u64 {
        self.varint_within(10)
    }

    /// A LEB128 varint of at most `max` bytes, as postcard bounds each width (10 for
    /// 64 bits, 5 for 32, 3 for 16); a longer one, or a tenth byte with bits past the
    /// 64th, fails.
    fn varint_within(&mut self, max: usize) -> u64 {
        let mut value = 0u64;
        for i in 0..max {
            let byte = self.byte();
            if i == 9 && byte > 1 {
                break;
            }
            value |= u64::from(byte & 0x7F) << (7 * i);
            if byte & 0x80 == 0 {
                return value;
            }
        }
        self.or_fail(None, 0)
    }

    /// A varint that must fit a `T`.
    fn narrow<T: TryFrom<u64> + Default>(&mut self) -> T {
        let max = (std::mem::size_of::<T>() * 8).div_ceil(7);
        let value = T::try_from(self.varint_within(max)).ok();
        self.or_fail(value, T::default())
    }

    /// A length (of a string or a sequence), no larger than the bytes left: every
    /// element takes at least one byte, so a larger length is a corrupt message.
    fn length(&mut self) -> usize {
        let n: usize = self.narrow();
        let fits = n <= self.bytes.len().saturating_sub(self.at);
        self.or_fail(fits.then_some(n), 0)
    }

    /// An enum's variant index.
    pub fn variant(&mut self) -> u32 {
        self.narrow()
    }

    /// A value of type `T`.
    pub fn read<T: Wire>(&mut self) -> T {
        T::read(self)
    }

    /// A `Vec<u8>` in one copy (a file the worker made can be megabytes long).
    pub fn byte_vec(&mut self) -> Vec<u8> {
        let n = self.length();
        self.take(n).to_vec()
    }

    /// A unit-only enum: the variant at the index read, from `variants` listed in
    /// declaration order (`stand_in` for an index past them).
    pub fn unit<T: Copy>(&mut self, stand_in: T, variants: &[T]) -> T {
        let index = self.variant() as usize;
        let variant = variants.get(index).copied();
        self.or_fail(variant, stand_in)
    }
}

/// A type the page reads from the worker's bytes.
pub trait Wire: Sized {
    /// Reads one value (a stand-in if the reader fails: see [`Reader::failed`]).
    fn read(r: &mut Reader<'_>) -> Self;
}

impl Wire for bool {
    fn read(r: &mut Reader<'_>) -> bool {
        match r.byte() {
            0 => false,
            1 => true,
            _ => r.or_fail(None, false),
        }
    }
}

impl Wire for u8 {
    fn read(r: &mut Reader<'_>) -> u8 {
        r.byte()
    }
}

impl Wire for u16 {
    fn read(r: &mut Reader<'_>) -> u16 {
        r.narrow()
    }
}

impl Wire for u32 {
    fn read(r: &mut Reader<'_>) -> u32 {
        r.narrow()
    }
}

impl Wire for u64 {
    fn read(r: &mut Reader<'_>) -> u64 {
        r.varint()
    }
}

impl Wire for usize {
    fn read(r: &mut Reader<'_>) -> usize {
        r.narrow()
    }
}

impl Wire for f64 {
    fn read(r: &mut Reader<'_>) -> f64 {
        let bytes = <[u8; 8]>::try_from(r.take(8)).unwrap_or_default();
        f64::from_le_bytes(bytes)
    }
}

impl Wire for String {
    fn read(r: &mut Reader<'_>) -> String {
        let text = String::from_utf8(r.byte_vec()).ok();
        r.or_fail(text, String::new())
    }
}

impl<T: Wire> Wire for Option<T> {
    fn read(r: &mut Reader<'_>) -> Option<T> {
        match r.byte() {
            0 => None,
            1 => Some(T::read(r)),
            _ => r.or_fail(None, None),
        }
    }
}

impl<T: Wire> Wire for Vec<T> {
    fn read(r: &mut Reader<'_>) -> Vec<T> {
        let n = r.length();
        let mut items = Vec::with_capacity(n);
        while items.len() < n && !r.failed() {
            items.push(T::read(r));
        }
        items
    }
}

impl<T: Wire> Wire for Box<T> {
    fn read(r: &mut Reader<'_>) -> Box<T> {
        Box::new(T::read(r))
    }
}

impl<A: Wire, B: Wire> Wire for (A, B) {
    fn read(r: &mut Reader<'_>) -> (A, B) {
        (A::read(r), B::read(r))
    }
}

impl<A: Wire, B: Wire, C: Wire> Wire for (A, B, C) {
    fn read(r: &mut Reader<'_>) -> (A, B, C) {
        (A::read(r), B::read(r), C::read(r))
    }
}

impl Wire for [f64; 2] {
    fn read(r: &mut Reader<'_>) -> [f64; 2] {
        [r.read(), r.read()]
    }
}

impl<T: Wire, E: Wire> Wire for Result<T, E> {
    fn read(r: &mut Reader<'_>) -> Result<T, E> {
        match r.variant() {
            0 => Ok(T::read(r)),
            1 => Err(E::read(r)),
            // Any stand-in does: the message is refused.
            _ => {
                r.or_fail(None, ());
                Err(E::read(r))
            }
        }
    }
}
