//! The pattern databases: the backward BFS against a brute-force search, stepping in
//! slices against one go, the bytes round trip and every kind of damage refused.

#![cfg(not(target_arch = "wasm32"))]

use puzzle_lab::engine::run::{Run, RunStatus};
use puzzle_lab::engine::tiles::pdb::{
    placements, rank, Partition, Pdb, PdbBuilder, PdbError, FORMAT_VERSION,
};
use std::collections::{HashMap, VecDeque};

/// A quick partition for tests: three groups of 4 and one of 3.
fn small() -> Partition {
    Partition::new(vec![
        vec![1, 2, 3, 7],
        vec![4, 5, 8, 12],
        vec![6, 9, 10, 13],
        vec![11, 14, 15],
    ])
    .unwrap()
}

/// The fewest moves of `tiles` that bring them home from every placement, by a 0-1 BFS
/// over explicit (placement, blank cell) states, written independently of the builder:
/// the blank moves freely through cells no pattern tile occupies, and swapping it with
/// a pattern tile costs 1. The blank starts in cell 0.
fn brute_force(tiles: &[u8]) -> HashMap<Vec<u8>, u32> {
    type State = (Vec<u8>, u8);
    let mut best: HashMap<State, u32> = HashMap::new();
    let mut queue: VecDeque<(State, u32)> = VecDeque::new();
    let start = (tiles.to_vec(), 0u8);
    queue.push_back((start, 0));
    while let Some(((cells, blank), d)) = queue.pop_front() {
        if best.get(&(cells.clone(), blank)).is_some_and(|&b| b <= d) {
            continue;
        }
        best.insert((cells.clone(), blank), d);
        let (r, c) = (blank / 4, blank % 4);
        let next = [
            (r > 0).then(|| blank - 4),
            (r < 3).then(|| blank + 4),
            (c > 0).then(|| blank - 1),
            (c < 3).then(|| blank + 1),
        ];
        for to in next.into_iter().flatten() {
            match cells.iter().position(|&p| p == to) {
                Some(i) => {
                    let mut moved = cells.clone();
                    moved[i] = blank;
                    queue.push_back(((moved, to), d + 1));
                }
                None => queue.push_front(((cells.clone(), to), d)),
            }
        }
    }
    let mut per_placement: HashMap<Vec<u8>, u32> = HashMap::new();
    for ((cells, _), d) in best {
        let e = per_placement.entry(cells).or_insert(d);
        *e = (*e).min(d);
    }
    per_placement
}

#[test]
fn bfs_agrees_with_brute_force_on_a_three_tile_pattern() {
    let pdb = PdbBuilder::build(small());
    let partition = small();
    let tiles = &partition.groups()[3];
    let expected = brute_force(tiles);
    assert_eq!(
        expected.len(),
        placements(3),
        "every placement is reachable"
    );
    let table = pdb.table(3);
    for (cells, d) in expected {
        assert_eq!(u32::from(table[rank(&cells)]), d, "placement {cells:?}");
    }
    assert_eq!(table[rank(tiles)], 0);
}

#[test]
fn building_in_slices_gives_the_same_tables_with_steady_progress() {
    let whole = PdbBuilder::build(small());
    let mut builder = PdbBuilder::new(small());
    let mut last = 0.0;
    let mut slices = 0;
    while builder.step(5_000) == RunStatus::Running {
        let p = builder.view();
        assert!(p.fraction() >= last && p.fraction() <= 1.0);
        last = p.fraction();
        slices += 1;
    }
    assert!(slices > 10, "small slices make many steps ({slices})");
    let p = builder.view();
    assert_eq!(p.status, RunStatus::Solved);
    assert_eq!(p.done, p.total, "every placement got a distance");
    assert_eq!(builder.into_pdb().unwrap(), whole);
    assert_eq!(whole.size_bytes(), 3 * 43_680 + 3_360);
}

#[test]
fn bytes_round_trip_and_damage_is_refused() {
    let pdb = PdbBuilder::build(small());
    let bytes = pdb.to_bytes();
    assert_eq!(Pdb::from_bytes(&bytes).unwrap(), pdb);

    let mut flipped = bytes.clone();
    flipped[bytes.len() / 2] ^= 1;
    assert_eq!(Pdb::from_bytes(&flipped), Err(PdbError::Checksum));

    let mut last = bytes.clone();
    *last.last_mut().unwrap() ^= 0x80;
    assert_eq!(Pdb::from_bytes(&last), Err(PdbError::Checksum));

    for cut in [0, 5, 20, bytes.len() / 2, bytes.len() - 1] {
        assert_eq!(
            Pdb::from_bytes(&bytes[..cut]),
            Err(PdbError::Truncated),
            "cut at {cut}"
        );
    }
    let mut longer = bytes.clone();
    longer.push(0);
    assert!(matches!(
        Pdb::from_bytes(&longer),
        Err(PdbError::BadLayout(_))
    ));

    assert_eq!(Pdb::from_bytes(b"GIF89a and more"), Err(PdbError::BadMagic));

    let mut version = bytes.clone();
    version[8..12].copy_from_slice(&(FORMAT_VERSION + 1).to_le_bytes());
    assert_eq!(
        Pdb::from_bytes(&version),
        Err(PdbError::Version {
            found: FORMAT_VERSION + 1
        })
    );

    // A header announcing a group of 9 tiles is refused before any allocation.
    let mut layout = bytes.clone();
    layout[16..20].copy_from_slice(&9u32.to_le_bytes());
    assert!(matches!(
        Pdb::from_bytes(&layout),
        Err(PdbError::BadLayout(_))
    ));
    // Every error reads as a sentence.
    assert!(PdbError::Checksum.to_string().contains("corrupted"));
}

#[test]
fn a_stopped_build_yields_nothing() {
    let mut builder = PdbBuilder::new(small());
    builder.step(1000);
    builder.cancel();
    assert!(builder.status().is_finished());
    assert_eq!(builder.step(u64::MAX), builder.status());
    assert!(builder.into_pdb().is_none());
}
