//! The database as bytes, for a cache file or the browser's IndexedDB, with a version,
//! the layout and a checksum, so a stale, truncated or corrupted copy is refused (and
//! the caller rebuilds).
//!
//! Layout (integers little-endian):
//! `PLABPDB\0` · version u32 · group count u32 · per group: tile count u32, the tiles
//! (one byte each), entry count u64 · the tables, group after group · FNV-1a 64 of
//! everything before it, u64.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use super::index::placements;
use super::partition::Partition;
use super::Pdb;
use std::fmt;

/// The file's first bytes.
const MAGIC: &[u8; 8] = b"PLABPDB\0";

/// The format's version; a file of another version is refused.
pub const FORMAT_VERSION: u32 = 1;

/// Why bytes are not a usable database.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum PdbError {
    /// The bytes end before the data they announce (a partial write).
    Truncated,
    /// Not a pattern-database file at all.
    BadMagic,
    /// Written by another version of the format.
    Version {
        /// The version in the file.
        found: u32,
    },
    /// The header describes an impossible layout; the text says what.
    BadLayout(String),
    /// The checksum does not match: the data was corrupted.
    Checksum,
}

impl fmt::Display for PdbError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            PdbError::Truncated => write!(f, "the pattern database is truncated"),
            PdbError::BadMagic => write!(f, "this is not a pattern database file"),
            PdbError::Version { found } => write!(
                f,
                "the pattern database has format version {found}, not {FORMAT_VERSION}"
            ),
            PdbError::BadLayout(why) => write!(f, "the pattern database is malformed: {why}"),
            PdbError::Checksum => write!(f, "the pattern database is corrupted (bad checksum)"),
        }
    }
}

impl std::error::Error for PdbError {}

/// FNV-1a, 64 bits: quick and enough to catch corruption (not tampering).
fn checksum(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Reads little-endian integers off the front of a slice.
struct Reader<'a>(&'a [u8]);

impl<'a> Reader<'a> {
    fn take(&mut self, n: usize) -> Result<&'a [u8], PdbError> {
        if self.0.len() < n {
            return Err(PdbError::Truncated);
        }
        let (head, rest) = self.0.split_at(n);
        self.0 = rest;
        Ok(head)
    }

    fn array<const N: usize>(&mut self) -> Result<[u8; N], PdbError> {
        self.take(N)?.try_into().map_err(|_| PdbError::Truncated)
    }

    fn u32(&mut self) -> Result<u32, PdbError> {
        self.array().map(u32::from_le_bytes)
    }

    fn u64(&mut self) -> Result<u64, PdbError> {
        self.array().map(u64::from_le_bytes)
    }
}

impl Pdb {
    /// The database as bytes (see the module docs for the layout).
    pub fn to_bytes(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(64 + self.size_bytes());
        out.extend_from_slice(MAGIC);
        out.extend_from_slice(&FORMAT_VERSION.to_le_bytes());
        let groups = self.partition.groups();
        out.extend_from_slice(&(groups.len() as u32).to_le_bytes());
        for (group, table) in groups.iter().zip(&self.tables) {
            out.extend_from_slice(&(group.len() as u32).to_le_bytes());
            out.extend_from_slice(group);
            out.extend_from_slice(&(table.len() as u64).to_le_bytes());
        }
        for table in &self.tables {
            out.extend_from_slice(table);
        }
        let sum = checksum(&out);
        out.extend_from_slice(&sum.to_le_bytes());
        out
    }

    /// Reads bytes written by [`Pdb::to_bytes`], refusing anything truncated,
    /// corrupted, of another version or with an impossible layout.
    pub fn from_bytes(bytes: &[u8]) -> Result<Pdb, PdbError> {
        let Some(rest) = bytes.strip_prefix(MAGIC.as_slice()) else {
            return Err(if MAGIC.starts_with(bytes) {
                PdbError::Truncated
            } else {
                PdbError::BadMagic
            });
        };
        let mut r = Reader(rest);
        let version = r.u32()?;
        if version != FORMAT_VERSION {
            return Err(PdbError::Version { found: version });
        }
        let count = r.u32()? as usize;
        if count == 0 || count > super::partition::MAX_GROUPS {
            return Err(PdbError::BadLayout(format!("{count} groups")));
        }
        let mut groups = Vec::with_capacity(count);
        let mut sizes = Vec::with_capacity(count);
        for _ in 0..count {
            let k = r.u32()? as usize;
            if k == 0 || k > super::partition::MAX_GROUP_TILES {
                return Err(PdbError::BadLayout(format!("a group of {k} tiles")));
            }
            groups.push(r.take(k)?.to_vec());
            let entries = r.u64()?;
            if entries != placements(k) as u64 {
                return Err(PdbError::BadLayout(format!(
                    "{entries} entries for a group of {k} tiles"
                )));
            }
            sizes.push(entries as usize);
        }
        let partition = Partition::new(groups).map_err(PdbError::BadLayout)?;
        // At most 4 groups of at most 16·15·…·10 entries: no overflow.
        let data: usize = sizes.iter().sum();
        if r.0.len() < data + 8 {
            return Err(PdbError::Truncated);
        }
        if r.0.len() > data + 8 {
            return Err(PdbError::BadLayout("extra bytes after the data".into()));
        }
        // `r.0`, a tail of `bytes`, holds at least 8 bytes here.
        let (body, sum) = bytes.split_at(bytes.len() - 8);
        let stored = Reader(sum).u64()?;
        if checksum(body) != stored {
            return Err(PdbError::Checksum);
        }
        let mut tables = Vec::with_capacity(count);
        for size in sizes {
            tables.push(r.take(size)?.to_vec());
        }
        Ok(Pdb::from_parts(partition, tables))
    }
}
