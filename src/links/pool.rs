//! A batch page's pool of workers in its link: `workers=N`, from 1 to 8. Without it the
//! page takes the machine's cores but one.

use crate::engine::params::IntRange;
use crate::links::query::QueryReader;

/// How many workers a page may share a batch between.
pub const WORKERS: IntRange = IntRange {
    name: "workers",
    min: 1,
    max: 8,
    default: 1,
};

/// The pool size when none is chosen: the machine's `cores` but one (the page's own
/// thread keeps a core), at least 1 and at most 8.
///
/// ```
/// use puzzle_lab::links::pool::default_workers;
/// assert_eq!(default_workers(2), 1);
/// assert_eq!(default_workers(8), 7);
/// assert_eq!(default_workers(64), 8);
/// ```
pub fn default_workers(cores: usize) -> usize {
    cores.saturating_sub(1).clamp(1, WORKERS.max as usize)
}

/// Reads `workers=N`; a bad value is reported through `q` and gives `None`.
pub fn read(q: &mut QueryReader) -> Option<usize> {
    q.int("workers", WORKERS).map(|n| n as usize)
}

/// The link's pair for a chosen pool size (none for the machine's default).
pub fn pair(workers: Option<usize>) -> Option<(&'static str, String)> {
    workers.map(|n| ("workers", n.to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::links::query::parse_query;

    fn workers(query: &str) -> (Option<usize>, Option<String>) {
        let pairs = parse_query(query);
        let mut q = QueryReader::new(&pairs);
        let n = read(&mut q);
        (n, q.message())
    }

    #[test]
    fn a_pool_size_is_read_from_one_to_eight() {
        assert_eq!(workers("workers=3"), (Some(3), None));
        assert_eq!(workers("runs=3"), (None, None));
        for bad in ["0", "9", "two"] {
            let (n, message) = workers(&format!("workers={bad}"));
            assert_eq!(n, None);
            assert!(message.is_some_and(|m| m.contains("workers")), "{bad}");
        }
    }

    #[test]
    fn a_chosen_size_goes_into_the_link_and_reads_back() {
        let pair = pair(Some(5)).unwrap();
        assert_eq!(workers(&format!("{}={}", pair.0, pair.1)), (Some(5), None));
        assert_eq!(super::pair(None), None);
    }
}
