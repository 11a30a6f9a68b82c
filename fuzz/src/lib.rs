//! The properties every fuzz target checks, one function per input surface. Each
//! target in `fuzz_targets/` calls one of them with libFuzzer's bytes; `tests/seeds.rs`
//! runs them over the corpora in `corpus/` so the seeds stay meaningful.
//!
//! For every surface: no input panics; an accepted input prints to text that reads
//! back to the same value (parse → print → parse); a refused input gets a specific,
//! non-empty message.
//!
//! Adding a surface: write a `pub fn name(data: &[u8])` here, a three-line target in
//! `fuzz_targets/name.rs`, a `[[bin]]` in `Cargo.toml`, and seeds in `corpus/name/`.
//! The saved-state target keeps a table ([`SAVED_KINDS`]): a new kind of saved state
//! is one more row.

use puzzle_lab::engine::experiments::{ExperimentPlan};
use puzzle_lab::links::experiments as plan_query;
use puzzle_lab::engine::ga::GaConfig;
use puzzle_lab::engine::magic::{parse_square, MagicPreset, PermCrossover, ORDER};
use puzzle_lab::engine::params::{FloatRange, IntRange};
use puzzle_lab::links::query::{parse_query, to_query_string, QueryReader};
use puzzle_lab::engine::run::Run;
use puzzle_lab::engine::sudoku::csp::{Inference, ValOrder, VarOrder};
use puzzle_lab::engine::sudoku::{fast_search, Grid};
use puzzle_lab::engine::tiles::heuristics::Heuristic;
use puzzle_lab::engine::tiles::limits::parse_browser_cap;
use puzzle_lab::engine::tiles::pdb::Pdb;
use puzzle_lab::engine::tiles::solve::Algorithm;
use puzzle_lab::persist::{
    decode_saved, encode_saved, MagicGames, PageQuery, Payload, SudokuGame, SudokuGames, ThemeChoice,
    TileGame,
};
use puzzle_lab::engine::tiles::{
    parse_board, solvability, Board, Goal, GoalKind, GoalSpec, Shape,
};
use puzzle_lab::links;
use puzzle_lab::wire::protocol::{Request, Response};
use puzzle_lab::wire::{bounds, codec};

/// The input as text: invalid UTF-8 becomes U+FFFD, as a browser's text box or the
/// command line would hand it over.
fn text(data: &[u8]) -> String {
    String::from_utf8_lossy(data).into_owned()
}

/// A refusal must say something specific.
fn specific(message: &str) {
    assert!(
        message.trim().len() >= 8,
        "refusal without a specific message: {message:?}"
    );
}

/// A board is what `Board::from_tiles` accepts.
fn valid_board(board: &Board) {
    assert_eq!(
        Board::from_tiles(board.width(), board.tiles().to_vec()).as_ref(),
        Some(board),
        "an invalid board got through: {board:?}"
    );
}

/// Tile boards and goals: `parse_board` in every shape and with none, the goal names,
/// and every heuristic and the solvability test on what was accepted.
pub fn tiles_board(data: &[u8]) {
    let text = text(data);
    // The shape from the text's first word, when it is one (such as "3x4").
    let typed = text.split_whitespace().next().map(str::parse::<Shape>);
    if let Some(Err(e)) = &typed {
        specific(&e.to_string());
    }
    let shapes = std::iter::once(None)
        .chain(Shape::all().into_iter().map(Some))
        .chain(typed.and_then(Result::ok).map(Some));
    for expected in shapes {
        match parse_board(&text, expected) {
            Ok(board) => {
                valid_board(&board);
                let again = parse_board(&board.to_string(), expected);
                assert_eq!(again.as_ref(), Ok(&board), "board does not read back");
                let shape = board.shape();
                for kind in [GoalKind::BlankLast, GoalKind::BlankFirst] {
                    match solvability(&board, &kind.board_of(shape)) {
                        Ok(verdict) if !verdict.solvable => specific(&verdict.explain()),
                        Ok(_) => {}
                        Err(e) => panic!("same shapes refused: {e}"),
                    }
                    // A goal of another shape is an error, never a panic or a verdict.
                    let other = if shape == Shape::EIGHT {
                        Shape::FIFTEEN
                    } else {
                        Shape::EIGHT
                    };
                    match solvability(&board, &kind.board_of(other)) {
                        Err(e) => specific(&e.to_string()),
                        Ok(_) => panic!("a {shape} board got a verdict against a {other} goal"),
                    }
                }
                // The board as a custom goal: itself is solvable, and heuristics are 0.
                assert_eq!(
                    GoalSpec::Custom(board.clone()).board(shape).as_ref(),
                    Some(&board)
                );
                assert!(solvability(&board, &board).is_ok_and(|v| v.solvable));
                let goal = Goal::new(board.clone());
                for h in Heuristic::ALL {
                    let estimate = h.estimate(&goal, goal.packed());
                    assert!(estimate.is_finite() && estimate >= 0.0, "{h:?}");
                }
            }
            Err(e) => specific(&e.to_string()),
        }
    }
    if let Some(kind) = GoalKind::from_name(&text) {
        assert_eq!(kind.name(), text);
    }
}

/// The coursework's bracketed form of a grid, `[[4, 5, 0, …], …]`.
fn bracketed(grid: &Grid) -> String {
    let rows: Vec<String> = grid
        .cells()
        .chunks(9)
        .map(|row| {
            let cells: Vec<String> = row.iter().map(u8::to_string).collect();
            format!("[{}]", cells.join(", "))
        })
        .collect();
    format!("[{}]", rows.join(",\n "))
}

/// Sudoku text in every accepted form: what reads is printed as an 81-character line,
/// as nine rows and as a bracketed list, and each reads back to the same grid; the
/// conflicts are described; the fast solver stays within a small budget of solutions.
pub fn sudoku_text(data: &[u8]) {
    let text = text(data);
    match Grid::parse(&text) {
        Ok(grid) => {
            for printed in [grid.to_line(), grid.to_string(), bracketed(&grid)] {
                assert_eq!(
                    Grid::parse(&printed),
                    Ok(grid),
                    "{printed:?} does not read back"
                );
            }
            let conflicts = grid.conflicts();
            for c in &conflicts {
                specific(&c.to_string());
            }
            match fast_search(&grid, 2) {
                Ok(outcome) => {
                    if let Some(solution) = outcome.first {
                        assert!(solution.is_full() && solution.conflicts().is_empty());
                        assert!(grid.agrees_with(&solution), "a solution lost a given");
                    }
                }
                Err(found) => assert!(!found.is_empty() && !conflicts.is_empty()),
            }
        }
        Err(e) => specific(&e.to_string()),
    }
}

/// Magic squares: `parse_square`, then the sums and fitness of what it accepts.
pub fn magic_square(data: &[u8]) {
    let text = text(data);
    match parse_square(&text) {
        Ok((cells, n)) => {
            assert!((ORDER.min..=ORDER.max).contains(&(n as u64)));
            let printed: Vec<String> = cells.iter().map(u32::to_string).collect();
            assert_eq!(parse_square(&printed.join(" ")), Ok((cells.clone(), n)));
            let _ = puzzle_lab::engine::magic::fitness(&cells, n);
        }
        Err(e) => specific(&e),
    }
}

/// Checks one range reader on `text`: what it accepts is in range and reads back.
fn int_range(range: IntRange, text: &str) {
    match range.parse(text) {
        Ok(v) => {
            assert!((range.min..=range.max).contains(&v), "{}", range.name);
            assert_eq!(range.parse(&v.to_string()), Ok(v));
        }
        Err(e) => {
            specific(&e.to_string());
            // Every refusal says what is allowed ("a whole number from 1 to 100").
            assert!(e.reason.contains(&range.describe()), "{e}");
        }
    }
}

/// The decimal version of [`int_range`].
fn float_range(range: FloatRange, text: &str) {
    match range.parse(text) {
        Ok(v) => {
            assert!(v.is_finite() && (range.min..=range.max).contains(&v));
            assert_eq!(range.parse(&v.to_string()), Ok(v));
        }
        Err(e) => {
            specific(&e.to_string());
            assert!(e.reason.contains(&range.describe()), "{e}");
        }
    }
}

/// GA parameter sets: the text through every GA range reader, and as a JSON
/// `GaConfig`; a configuration that validates runs a few generations of a small magic
/// square without a panic.
pub fn ga_params(data: &[u8]) {
    use puzzle_lab::engine::ga::config::{
        GENERATIONS, POPULATION, RATE, RESTART_AFTER, STAGNATION_WINDOW, TOURNAMENT_SIZE,
    };
    let text = text(data);
    for range in [
        GENERATIONS,
        POPULATION,
        RESTART_AFTER,
        STAGNATION_WINDOW,
        TOURNAMENT_SIZE,
        ORDER,
    ] {
        int_range(range, &text);
    }
    float_range(RATE, &text);
    let Ok(config) = serde_json::from_str::<GaConfig>(&text) else {
        return;
    };
    let again: GaConfig =
        serde_json::from_str(&serde_json::to_string(&config).expect("a config serialises"))
            .expect("a config reads back");
    assert_eq!(again, config);
    match config.validate() {
        Err(e) => specific(&e.to_string()),
        Ok(()) => {
            let Ok((problem, _)) = MagicPreset::Best.build(3) else {
                return;
            };
            let mut small = config;
            small.population = small.population.min(64);
            small.elitism = match small.elitism {
                puzzle_lab::engine::ga::Elitism::Count(k) => {
                    puzzle_lab::engine::ga::Elitism::Count(k.min(small.population))
                }
                rate => rate,
            };
            small.immigrants = small.immigrants.min(small.population);
            if small.validate().is_err() {
                return;
            }
            if let Ok(mut ga) = puzzle_lab::engine::ga::Ga::new(problem, small, 1) {
                ga.step(3);
            }
        }
    }
}

/// Every page's link: the query codec round-trips; the experiments page's plan reads,
/// prints and reads back the same; and each value goes through the engine reader the
/// tile, Sudoku, magic and GA pages use for its key.
pub fn url_query(data: &[u8]) {
    use puzzle_lab::engine::ga::config::{GENERATIONS, POPULATION, RATE};
    use puzzle_lab::engine::rng::SEED;
    use puzzle_lab::engine::tiles::limits::{DEPTH_LIMIT, SHUFFLE_MOVES, TIME_BUDGET, WEIGHT};
    let text = text(data);
    let pairs = parse_query(&text);
    assert_eq!(
        parse_query(&to_query_string(&pairs)),
        pairs,
        "codec round trip"
    );

    let (plan, message) = plan_query::from_query(&pairs);
    if let Some(m) = &message {
        specific(m);
    }
    let printed: Vec<(String, String)> = plan_query::to_query(&plan)
        .into_iter()
        .map(|(k, v)| (k.to_string(), v))
        .collect();
    let (again, again_message) = plan_query::from_query(&printed);
    assert_eq!(again, plan, "the plan does not read back");
    assert_eq!(again_message.is_some(), plan.check().is_err());

    let mut q = QueryReader::new(&pairs);
    let shape = match q.get("board").map(|v| parse_board(v, None)) {
        Some(Ok(board)) => board.shape(),
        Some(Err(e)) => {
            specific(&e.to_string());
            Shape::EIGHT
        }
        None => Shape::EIGHT,
    };
    if let Some(goal) = q.get("goal") {
        if GoalKind::from_name(goal).is_none() {
            if let Err(e) = parse_board(goal, Some(shape)) {
                specific(&e.to_string());
            }
        }
    }
    if let Some(puzzle) = q.get("puzzle") {
        if let Err(e) = Grid::parse(puzzle) {
            specific(&e.to_string());
        }
    }
    let algorithm = q.get("algo").and_then(Algorithm::from_name);
    let _ = q.get("h").and_then(Heuristic::from_name);
    let _ = q.get("crossover").and_then(PermCrossover::from_name);
    let _ = q.get("preset").and_then(MagicPreset::from_name);
    for key in ["var", "val", "inf"] {
        if let Some(v) = q.get(key) {
            let refused = match key {
                "var" => v.parse::<VarOrder>().err(),
                "val" => v.parse::<ValOrder>().err(),
                _ => v.parse::<Inference>().err(),
            };
            if let Some(e) = refused {
                specific(&e);
            }
        }
    }
    let _ = q.read("cap", |t| {
        parse_browser_cap(t, &[algorithm.unwrap_or(Algorithm::AStar)])
    });
    let _ = q.int("depth", DEPTH_LIMIT);
    let _ = q.int("k", SHUFFLE_MOVES);
    let _ = q.int("seed", SEED);
    let _ = q.int("n", ORDER);
    let _ = q.int("population", POPULATION);
    let _ = q.int("max-generations", GENERATIONS);
    let _ = q.float("w", WEIGHT);
    let _ = q.float("time", TIME_BUDGET);
    let _ = q.float("crossover-rate", RATE);
    if let Some(m) = q.message() {
        specific(&m);
    }
}

/// A kind of saved state: its name and the check of one decoded JSON text.
pub type SavedKind = (&'static str, fn(&str));

/// Decodes `text` as a `T`; what decodes serialises and decodes to the same value.
fn json_round_trip<T>(text: &str) -> Option<T>
where
    T: serde::de::DeserializeOwned + serde::Serialize + PartialEq + std::fmt::Debug,
{
    let value: T = serde_json::from_str(text).ok()?;
    let printed = serde_json::to_string(&value).expect("a decoded value serialises");
    let again: T = serde_json::from_str(&printed).expect("a printed value decodes");
    assert_eq!(again, value);
    Some(value)
}

/// Every kind of saved state this branch keeps: a page's remembered link (the tab's
/// `sessionStorage` holds each page's last query) and the experiment plan as JSON. A
/// new kind (say, local-storage persistence) is one more row.
pub const SAVED_KINDS: &[SavedKind] = &[
    ("remembered link", |text| url_query(text.as_bytes())),
    ("experiment plan", |text| {
        if let Some(plan) = json_round_trip::<ExperimentPlan>(text) {
            if let Err(e) = plan.check() {
                specific(&e);
            }
        }
    }),
    ("GA configuration", |text| {
        if let Some(config) = json_round_trip::<GaConfig>(text) {
            if let Err(e) = config.validate() {
                specific(&e.to_string());
            }
        }
    }),
    ("goal", |text| {
        if let Some(GoalSpec::Custom(board)) = json_round_trip::<GoalSpec>(text) {
            valid_board(&board);
        }
    }),
    ("Sudoku grid", |text| {
        let _ = json_round_trip::<Grid>(text);
    }),
    ("saved page link or theme", |text| {
        saved_envelope::<PageQuery>(text);
        saved_envelope::<ThemeChoice>(text);
    }),
    ("saved tile game", |text| saved_envelope::<TileGame>(text)),
    ("saved Sudoku game", |text| saved_envelope::<SudokuGame>(text)),
    ("saved Sudoku games", |text| saved_envelope::<SudokuGames>(text)),
    ("saved magic squares", |text| saved_envelope::<MagicGames>(text)),
];

/// A local-storage entry: what decodes encodes and decodes to the same value; what is
/// refused says why.
fn saved_envelope<T>(text: &str)
where
    T: Payload + PartialEq + std::fmt::Debug,
{
    match decode_saved::<T>(text) {
        Ok(value) => {
            let again = decode_saved::<T>(&encode_saved(&value)).expect("a saved value reads back");
            assert_eq!(again, value);
        }
        Err(e) => specific(&e.to_string()),
    }
}

/// Saved state: the first byte picks the kind (see [`SAVED_KINDS`]), the rest is its
/// text.
pub fn saved_state(data: &[u8]) {
    let Some((&pick, rest)) = data.split_first() else {
        return;
    };
    let kind = SAVED_KINDS.get(usize::from(pick) % SAVED_KINDS.len());
    if let Some((_, check)) = kind {
        check(&text(rest));
    }
}

/// FNV-1a 64, the checksum of the PDB format (a published algorithm).
fn fnv1a(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    })
}

/// Cached pattern-database bytes. With the first byte odd, the checksum is fixed up
/// before decoding, so the fuzzer reaches the layout checks behind it. What decodes
/// encodes to the same bytes.
pub fn pdb_bytes(data: &[u8]) {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    let mut bytes = rest.to_vec();
    if mode % 2 == 1 {
        let sum = fnv1a(&bytes);
        bytes.extend_from_slice(&sum.to_le_bytes());
    }
    match Pdb::from_bytes(&bytes) {
        Ok(pdb) => assert_eq!(pdb.to_bytes(), bytes, "a database does not re-encode"),
        Err(e) => specific(&e.to_string()),
    }
}

/// A page's link reader: the link read from pairs and the message for what was
/// refused, and the link written back as pairs.
trait PageLink: Sized + PartialEq + std::fmt::Debug {
    fn read_pairs(pairs: &[(String, String)]) -> (Self, Option<String>);
    fn write(&self) -> Vec<(&'static str, String)>;
}

macro_rules! page_link {
    ($($ty:ty => $read:expr;)*) => {$(
        impl PageLink for $ty {
            fn read_pairs(pairs: &[(String, String)]) -> (Self, Option<String>) {
                $read(pairs)
            }
            fn write(&self) -> Vec<(&'static str, String)> {
                self.query()
            }
        }
    )*};
}

page_link! {
    links::tiles::TilesLink => links::tiles::TilesLink::read;
    links::sudoku::SudokuLink => links::sudoku::SudokuLink::read;
    links::magic::MagicLink => links::magic::MagicLink::read;
    links::ga_sudoku::GaSudokuLink => links::ga_sudoku::GaSudokuLink::read;
    links::race::RaceLink => links::race::RaceLink::read;
    links::tree::TreeLink => links::tree::TreeLink::read;
    links::compare::CompareLink => |p| links::compare::CompareLink::read(p, &[Algorithm::AStar, Algorithm::IdaStar, Algorithm::Bfs]);
    links::sweep::SweepLink => |p| links::sweep::SweepLink::read(p, &[Algorithm::AStar]);
}

/// One page's reader on `pairs`: a refusal is specific, and what was read (the
/// accepted values, with defaults for the refused ones) is written as a query that
/// reads back, without a problem, to the same link.
fn page_round_trip<L: PageLink>(pairs: &[(String, String)]) -> L {
    let (link, message) = L::read_pairs(pairs);
    if let Some(m) = &message {
        specific(m);
    }
    let written = to_query_string(&link.write());
    let (again, again_message) = L::read_pairs(&parse_query(&written));
    assert_eq!(again_message, None, "the written link {written:?} is refused");
    assert_eq!(again, link, "the written link {written:?} reads differently");
    link
}

/// The link typed into the address bar while its page is open: the shell keeps the
/// page for an unchanged query, reopens it for one its reader takes whole, and refuses
/// one the reader would refuse in part, with a specific message.
fn hand_edits(query: &str) {
    use links::edit::{hash_edit, hash_parts, problems, HashEdit};
    for route in [
        "tiles",
        "race",
        "tree",
        "compare",
        "sweep",
        "sudoku",
        "magic",
        "ga/sudoku",
        "experiments",
    ] {
        let (old, new) = (format!("x#/{route}"), format!("x#/{route}?{query}"));
        let (old, new) = (hash_parts(&old), hash_parts(&new));
        let edited = &new.1;
        match hash_edit(&old, &new) {
            HashEdit::Keep => assert!(edited.is_empty(), "{route}: an edit was ignored"),
            HashEdit::Reopen => assert_eq!(problems(route, edited), None, "{route}"),
            HashEdit::Refuse(why) => specific(&why),
        }
    }
}

/// Every page's link, read as the page reads it (`puzzle_lab::links`, which the pages
/// turn into their state): no panic, a specific message for what is refused, and the
/// link written back reads to the same settings. The tile page's boards are checked
/// for solvability (as the page does), and a GA page's configuration is runnable.
pub fn page_query(data: &[u8]) {
    let query = text(data);
    hand_edits(&query);
    let pairs = parse_query(&query);
    let tiles: links::tiles::TilesLink = page_round_trip(&pairs);
    let (start, goal) = tiles.boards();
    valid_board(&start);
    valid_board(&goal);
    match solvability(&start, &goal) {
        Ok(verdict) => drop(verdict.explain()),
        Err(e) => specific(&e.to_string()),
    }
    page_round_trip::<links::sudoku::SudokuLink>(&pairs);
    let magic: links::magic::MagicLink = page_round_trip(&pairs);
    if let Err(e) = magic.ga.config.validate() {
        panic!("the magic link's configuration cannot run: {e}");
    }
    let ga_sudoku: links::ga_sudoku::GaSudokuLink = page_round_trip(&pairs);
    if let Err(e) = ga_sudoku.ga.config.validate() {
        panic!("the Sudoku GA link's configuration cannot run: {e}");
    }
    page_round_trip::<links::race::RaceLink>(&pairs);
    page_round_trip::<links::tree::TreeLink>(&pairs);
    page_round_trip::<links::compare::CompareLink>(&pairs);
    page_round_trip::<links::sweep::SweepLink>(&pairs);
}

/// Every board a request carries.
fn request_boards(request: &Request) -> Vec<&Board> {
    match request {
        Request::Compare { cases, goal, .. } => {
            let mut boards: Vec<&Board> = cases.iter().map(|c| &c.start).collect();
            if let GoalSpec::Custom(b) = goal {
                boards.push(b);
            }
            boards
        }
        Request::Quality { goal, .. } => vec![goal],
        Request::SolveOptimal { start, goal, .. } => vec![start, goal],
        _ => Vec::new(),
    }
}

/// Worker messages, both ways: what decodes encodes and decodes to the same message,
/// and every board in a request is a valid board. The worker's doors
/// ([`bounds::decode`] for JSON text, [`bounds::decode_bytes`] for the page's binary
/// form) refuse with a specific message, and whatever they accept is within every
/// range ([`bounds::check`]) and is the message the codec reads.
pub fn worker_message(data: &[u8]) {
    binary_worker_message(data);
    let text = text(data);
    match bounds::decode(&text) {
        Ok(request) => {
            assert_eq!(bounds::check(&request), Ok(()));
            let plain: Request = serde_json::from_str(&text).expect("the door read it");
            assert_eq!(plain, request);
        }
        Err(refusal) => {
            specific(&refusal.message);
            // A request serde reads is refused with its job's id.
            if let Ok(request) = serde_json::from_str::<Request>(&text) {
                assert_eq!(refusal.job, request.job(), "the refusal lost the job id");
            }
        }
    }
    if let Some(request) = json_round_trip::<Request>(&text) {
        for board in request_boards(&request) {
            valid_board(board);
        }
        // The worker draws random boards for the goal in the spec's shape.
        if let Request::Compare {
            random: Some(spec),
            goal,
            ..
        } = &request
        {
            if let Some(goal) = spec.shape().and_then(|s| goal.board(s)) {
                valid_board(&goal);
            }
        }
    }
    let _ = json_round_trip::<Response>(&text);
}

/// The page's binary form ([`codec`]): the input's bytes as a request and as a
/// response. What decodes encodes to bytes that decode and encode to the same bytes
/// (bytes, not values, are compared: a NaN travels exactly but is not equal to itself);
/// the binary door refuses with a specific message or accepts a checked request, the
/// one the codec reads.
fn binary_worker_message(data: &[u8]) {
    match bounds::decode_bytes(data) {
        Ok(request) => {
            assert_eq!(bounds::check(&request), Ok(()));
            let read = codec::decode_request(data).expect("the door read it");
            assert_eq!(
                codec::encode_request(&read),
                codec::encode_request(&request)
            );
            for board in request_boards(&request) {
                valid_board(board);
            }
        }
        Err(refusal) => {
            specific(&refusal.message);
            // A request the codec reads is refused with its job's id.
            if let Ok(request) = codec::decode_request(data) {
                assert_eq!(refusal.job, request.job(), "the refusal lost the job id");
            }
        }
    }
    if let Ok(request) = codec::decode_request(data) {
        let bytes = codec::encode_request(&request);
        let again = codec::decode_request(&bytes).expect("an encoded request decodes");
        assert_eq!(codec::encode_request(&again), bytes);
    }
    // The page's hand-written reader reads exactly what serde's derived readers read.
    let by_hand = codec::decode_response(data).map(|r| codec::encode_response(&r));
    let by_serde = codec::decode_response_with_serde(data).map(|r| codec::encode_response(&r));
    assert_eq!(by_hand.ok(), by_serde.ok(), "the page's reader and serde disagree");
    if let Ok(response) = codec::decode_response(data) {
        let bytes = codec::encode_response(&response);
        let again = codec::decode_response(&bytes).expect("an encoded response decodes");
        assert_eq!(codec::encode_response(&again), bytes);
    }
}
