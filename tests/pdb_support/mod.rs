//! The 6-6-3 databases for the tests, built once and cached under `target/` (the same
//! file `lab --pdb-dir target/pdb-test-cache` uses), so only the first test run pays
//! for the build.
#![allow(dead_code)]

use puzzle_lab::engine::tiles::pdb::{Partition, Pdb, FORMAT_VERSION};
use std::path::PathBuf;
use std::sync::{Arc, OnceLock};

/// The cache folder the tests share.
pub fn cache_dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("target/pdb-test-cache")
}

/// The 6-6-3 databases, loaded from the test cache or built and saved there.
pub fn default_pdb() -> Arc<Pdb> {
    static PDB: OnceLock<Arc<Pdb>> = OnceLock::new();
    PDB.get_or_init(|| {
        let dir = cache_dir();
        let path = dir.join(format!("pdb-6-6-3-v{FORMAT_VERSION}.bin"));
        if let Some(pdb) = std::fs::read(&path)
            .ok()
            .and_then(|b| Pdb::from_bytes(&b).ok())
            .filter(|p| *p.partition() == Partition::six_six_three())
        {
            return Arc::new(pdb);
        }
        let pdb = Pdb::build_default();
        std::fs::create_dir_all(&dir).expect("target/ is writable");
        let tmp = path.with_extension(format!("tmp{}", std::process::id()));
        std::fs::write(&tmp, pdb.to_bytes()).expect("target/ is writable");
        std::fs::rename(&tmp, &path).expect("target/ is writable");
        Arc::new(pdb)
    })
    .clone()
}

/// Korf's instances: tiles (blank-first goal) and the published optimal length.
pub fn korf100() -> Vec<(Vec<u8>, u32)> {
    let path = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared/data/korf100.txt");
    let text = std::fs::read_to_string(&path).expect("../shared/data/korf100.txt");
    text.lines()
        .filter(|l| !l.trim().is_empty())
        .map(|line| {
            let n: Vec<u32> = line
                .split_whitespace()
                .map(|x| x.parse().unwrap())
                .collect();
            assert_eq!(n.len(), 17);
            (n[..16].iter().map(|&x| x as u8).collect(), n[16])
        })
        .collect()
}
