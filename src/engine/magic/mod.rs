//! Magic squares: the coursework's permutation encoding and fitness, its permutation
//! crossovers (PMX, inversion sequence, OX, CX) with a crossover view, a local-search
//! repair, and the GA problem with its presets.

mod inversion;
pub mod local;
pub mod neighbour;
pub mod perm;
pub mod square;

pub use perm::{PermCrossover, Trace};
pub use square::{
    check_magic_genes, fitness, is_permutation, line_sums, magic_constant, magic_population_note,
    max_magic_population, parse_square, LineSums, MAGIC_GENES, ORDER,
};
pub mod problem;
pub use problem::{MagicGa, MagicPreset};
pub mod play;
pub use play::{HandSquare, MAX_HAND_ORDER};
pub mod heat;
