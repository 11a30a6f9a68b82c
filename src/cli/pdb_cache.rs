//! The pattern databases on disk: built on first use, then loaded from a cache file
//! (under `--pdb-dir`, else `$XDG_CACHE_HOME/puzzle-lab` or `~/.cache/puzzle-lab`), one
//! file per split (`--pdb-split`). A file that is truncated, corrupted or of another
//! version is reported and rebuilt.

use crate::engine::tiles::pdb::{Partition, Pdb, PdbBuilder, FORMAT_VERSION};
use std::io::Write;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

/// Databases ready for use, and where they came from.
pub struct LoadedPdb {
    /// The databases.
    pub pdb: Arc<Pdb>,
    /// True if built now, false if read from the cache.
    pub built: bool,
    /// Seconds spent building or loading.
    pub seconds: f64,
    /// The cache file.
    pub path: PathBuf,
}

/// The cache folder: `explicit` if given, else the user's cache folder.
pub fn cache_dir(explicit: Option<&str>) -> PathBuf {
    if let Some(dir) = explicit {
        return PathBuf::from(dir);
    }
    let base = std::env::var_os("XDG_CACHE_HOME")
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| std::env::var_os("HOME").map(|h| PathBuf::from(h).join(".cache")))
        .unwrap_or_else(std::env::temp_dir);
    base.join("puzzle-lab")
}

/// Which databases a run reads: `--pdb-dir` and `--pdb-split`.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PdbChoice {
    /// `--pdb-dir`, if given.
    pub dir: Option<String>,
    /// The split, 6-6-3 unless `--pdb-split` says otherwise.
    pub split: Partition,
}

impl PdbChoice {
    /// Loads the chosen databases from their cache, or builds and saves them (see
    /// [`load_or_build`]).
    pub fn load(&self, log: &mut dyn Write) -> LoadedPdb {
        load_or_build(&cache_dir(self.dir.as_deref()), &self.split, log)
    }
}

/// The cache file of `split`'s databases in `dir`.
pub fn cache_file(dir: &Path, split: &Partition) -> PathBuf {
    dir.join(format!("pdb-{}-v{FORMAT_VERSION}.bin", split.name()))
}

/// Loads `split`'s databases from `dir`, or builds and saves them. Problems with the
/// cache are told on `log` and never fatal: the databases are rebuilt and, if the file
/// cannot be written, used without saving.
pub fn load_or_build(dir: &Path, split: &Partition, log: &mut dyn Write) -> LoadedPdb {
    let path = cache_file(dir, split);
    let clock = Instant::now();
    match std::fs::read(&path) {
        Ok(bytes) => match Pdb::from_bytes(&bytes) {
            Ok(pdb) if pdb.partition() != split => {
                let _ = writeln!(
                    log,
                    "lab: {} holds another partition ({}); rebuilding it",
                    path.display(),
                    pdb.partition().name()
                );
            }
            Ok(pdb) => {
                return LoadedPdb {
                    pdb: Arc::new(pdb),
                    built: false,
                    seconds: clock.elapsed().as_secs_f64(),
                    path,
                }
            }
            Err(e) => {
                let _ = writeln!(log, "lab: {} ({e}); rebuilding it", path.display());
            }
        },
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => {
            let _ = writeln!(
                log,
                "lab: building the {} pattern databases (once; cached in {})",
                split.name(),
                path.display()
            );
        }
        Err(e) => {
            let _ = writeln!(log, "lab: cannot read {} ({e}); rebuilding", path.display());
        }
    }
    let clock = Instant::now();
    let pdb = PdbBuilder::build(split.clone());
    let seconds = clock.elapsed().as_secs_f64();
    if let Err(e) = save(&pdb, dir, &path) {
        let _ = writeln!(log, "lab: cannot save {} ({e})", path.display());
    }
    LoadedPdb {
        pdb: Arc::new(pdb),
        built: true,
        seconds,
        path,
    }
}

/// Writes the file atomically: a temporary file renamed into place, so a reader never
/// sees a partial write (and if one happens anyway, the checksum catches it).
fn save(pdb: &Pdb, dir: &Path, path: &Path) -> std::io::Result<()> {
    std::fs::create_dir_all(dir)?;
    let tmp = path.with_extension(format!("tmp{}", std::process::id()));
    std::fs::write(&tmp, pdb.to_bytes())?;
    std::fs::rename(&tmp, path)
}
