//! Parameter ranges, defined once and read by the command line, the URL parser and the
//! forms, so a value is accepted or refused the same way everywhere, with the same
//! words.
//!
//! Each solver family declares its ranges as constants of [`IntRange`] or
//! [`FloatRange`] next to its configuration; [`parse_int`] and [`parse_float`] read the
//! text a person typed.
#![deny(clippy::unwrap_used, clippy::expect_used, clippy::indexing_slicing)]

use std::fmt;

/// A refused parameter value, with the reason and the allowed range in words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ParamError {
    /// The parameter's name as people see it, e.g. "frontier cap".
    pub name: &'static str,
    /// What was typed.
    pub text: String,
    /// Why it was refused, e.g. "must be between 1 and 100,000,000".
    pub reason: String,
}

impl fmt::Display for ParamError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.text.trim().is_empty() {
            write!(f, "{}: {}", self.name, self.reason)
        } else {
            write!(
                f,
                "{} \u{201c}{}\u{201d}: {}",
                self.name,
                self.text.trim(),
                self.reason
            )
        }
    }
}

impl std::error::Error for ParamError {}

/// An inclusive range of whole numbers with a default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct IntRange {
    /// The name people see, e.g. "population".
    pub name: &'static str,
    /// The smallest allowed value.
    pub min: u64,
    /// The largest allowed value.
    pub max: u64,
    /// The value used when none is given.
    pub default: u64,
}

/// An inclusive range of decimal numbers with a default.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct FloatRange {
    /// The name people see, e.g. "mutation rate".
    pub name: &'static str,
    /// The smallest allowed value.
    pub min: f64,
    /// The largest allowed value.
    pub max: f64,
    /// The value used when none is given.
    pub default: f64,
}

/// Formats a whole number with thousands separators: `1000000` → `"1,000,000"`.
pub fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut out = String::with_capacity(digits.len() + digits.len() / 3);
    for (i, c) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(',');
        }
        out.push(c);
    }
    out
}

/// Formats any number for people, the one way every page shows numbers: thousands
/// separators on the whole part and `decimals` places after the point (`2507.66`, 1 →
/// `"2,507.7"`; `-1234.5`, 0 → `"-1,235"`); NaN and infinities as `"–"`.
///
/// ```
/// use puzzle_lab::engine::params::grouped;
/// assert_eq!(grouped(2507.66, 1), "2,507.7");
/// assert_eq!(grouped(1_000_000.0, 0), "1,000,000");
/// ```
pub fn grouped(x: f64, decimals: usize) -> String {
    if !x.is_finite() {
        return "\u{2013}".into();
    }
    let text = crate::engine::decimal::fixed(x.abs(), decimals as u32);
    let (whole, fraction) = text.split_once('.').unwrap_or((&text, ""));
    let sign = if x < 0.0 && text.bytes().any(|b| matches!(b, b'1'..=b'9')) {
        "-"
    } else {
        ""
    };
    let whole = whole
        .parse::<u64>()
        .map_or_else(|_| whole.to_string(), thousands);
    if fraction.is_empty() {
        format!("{sign}{whole}")
    } else {
        format!("{sign}{whole}.{fraction}")
    }
}

/// Formats a decimal without trailing zeros: `0.5`, `2`, `0.05`.
fn plain(x: f64) -> String {
    let s = crate::engine::decimal::fixed(x, 6);
    let s = s.trim_end_matches('0').trim_end_matches('.');
    s.to_string()
}

/// The values a field accepts: a whole-number or a decimal range from the engine.
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum NumberRange {
    /// Whole numbers.
    Int(IntRange),
    /// Decimals.
    Float(FloatRange),
}

impl NumberRange {
    /// Reads typed text: the value, or the error in words (with the allowed range).
    pub fn parse(&self, text: &str) -> Result<f64, String> {
        match self {
            NumberRange::Int(r) => r.parse(text).map(|v| v as f64),
            NumberRange::Float(r) => r.parse(text),
        }
        .map_err(|e| e.to_string())
    }

    /// The value as the field shows it: `1,000,000`, `0.5`; empty for no value (NaN).
    pub fn format(&self, value: f64) -> String {
        if !value.is_finite() {
            return String::new();
        }
        match self {
            NumberRange::Int(_) => thousands(value.max(0.0) as u64),
            NumberRange::Float(_) => {
                let s = crate::engine::decimal::fixed(value, 6);
                s.trim_end_matches('0').trim_end_matches('.').to_string()
            }
        }
    }

    /// The allowed values in words: "a whole number from 1 to 100,000".
    pub fn describe(&self) -> String {
        match self {
            NumberRange::Int(r) => r.describe(),
            NumberRange::Float(r) => r.describe(),
        }
    }

    /// The range's name, e.g. "frontier cap".
    pub fn name(&self) -> &'static str {
        match self {
            NumberRange::Int(r) => r.name,
            NumberRange::Float(r) => r.name,
        }
    }

    /// Characters the widest allowed value needs (a field's width).
    pub fn width(&self) -> usize {
        match self {
            NumberRange::Int(r) => thousands(r.max).len(),
            NumberRange::Float(r) => self.format(r.max).len() + 3,
        }
    }
}

impl IntRange {
    /// "a whole number from 1 to 100,000,000".
    pub fn describe(&self) -> String {
        format!(
            "a whole number from {} to {}",
            thousands(self.min),
            thousands(self.max)
        )
    }

    /// Checks an already-parsed value.
    pub fn check(&self, value: u64) -> Result<u64, ParamError> {
        if (self.min..=self.max).contains(&value) {
            Ok(value)
        } else {
            Err(refusal(
                self.name,
                &thousands(value),
                format!("must be {}", self.describe()),
            ))
        }
    }

    /// Reads what a person typed: digits, optionally with `,`, `_` or thin-space
    /// separators. Anything else (a sign, a fraction, an exponent, a word) is refused
    /// with the allowed range: "must be a whole number from 1 to 100".
    pub fn parse(&self, text: &str) -> Result<u64, ParamError> {
        read(self.name, text, parse_int(text), &self.describe(), |v| {
            self.check(v)
        })
    }
}

impl FloatRange {
    /// "a number from 0 to 1".
    pub fn describe(&self) -> String {
        format!("a number from {} to {}", plain(self.min), plain(self.max))
    }

    /// Checks an already-parsed value (NaN is refused).
    pub fn check(&self, value: f64) -> Result<f64, ParamError> {
        if value >= self.min && value <= self.max {
            Ok(value)
        } else {
            Err(refusal(
                self.name,
                &plain(value),
                format!("must be {}", self.describe()),
            ))
        }
    }

    /// Reads what a person typed: a plain decimal such as `0.5`, `2` or `.25`.
    /// Exponents (`1e2`), `NaN` and `inf` are refused everywhere alike, with the allowed
    /// range: "must be a number from 0 to 1".
    pub fn parse(&self, text: &str) -> Result<f64, ParamError> {
        read(self.name, text, parse_float(text), &self.describe(), |v| {
            self.check(v)
        })
    }
}

/// A refusal of `text` for the parameter `name`.
fn refusal(name: &'static str, text: &str, reason: String) -> ParamError {
    ParamError {
        name,
        text: text.to_string(),
        reason,
    }
}

/// Turns a parse result into a checked value, or a refusal that quotes what was typed and
/// says what is allowed (`allowed`, e.g. "a whole number from 1 to 100"): empty text
/// says so, an exponent asks for digits, anything else only names the range (so "-1"
/// or "1.5" is never called "not a number").
fn read<T>(
    name: &'static str,
    text: &str,
    parsed: Result<T, String>,
    allowed: &str,
    check: impl Fn(T) -> Result<T, ParamError>,
) -> Result<T, ParamError> {
    parsed
        .map_err(|_| {
            let reason = if text.trim().is_empty() {
                format!("is empty; it must be {allowed}")
            } else if has_exponent(text) {
                format!("must be {allowed}, written out in digits (no exponent)")
            } else {
                format!("must be {allowed}")
            };
            refusal(name, text, reason)
        })
        .and_then(|v| check(v).map_err(|e| refusal(name, text, e.reason)))
}

/// True for text like `1e9`, `2.5E-3`: digits, an `e`, digits.
fn has_exponent(text: &str) -> bool {
    let t = text.trim().to_ascii_lowercase();
    t.split_once('e').is_some_and(|(mantissa, power)| {
        let power = power.trim_start_matches(['+', '-']);
        mantissa.bytes().any(|b| b.is_ascii_digit())
            && mantissa
                .bytes()
                .all(|b| b.is_ascii_digit() || b == b'.' || b == b'-' || b == b'+')
            && !power.is_empty()
            && power.bytes().all(|b| b.is_ascii_digit())
    })
}

/// Reads a whole number typed by a person. The error says what is wrong with it.
pub fn parse_int(text: &str) -> Result<u64, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("is empty".into());
    }
    if t.starts_with('-') {
        return Err("is negative".into());
    }
    let cleaned: String = t
        .trim_start_matches('+')
        .chars()
        .filter(|c| !matches!(c, ',' | '_' | ' ' | '\u{2009}' | '\u{202f}'))
        .collect();
    if cleaned.contains('.') && cleaned.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return Err("is not a whole number".into());
    }
    if has_exponent(&cleaned) {
        return Err("has an exponent: write the number out in digits".into());
    }
    if cleaned.is_empty() || !cleaned.chars().all(|c| c.is_ascii_digit()) {
        return Err("is not a number".into());
    }
    cleaned
        .parse::<u64>()
        .map_err(|_| "is far too large".into())
}

/// Reads a decimal typed by a person. The error says what is wrong with it.
pub fn parse_float(text: &str) -> Result<f64, String> {
    let t = text.trim();
    if t.is_empty() {
        return Err("is empty".into());
    }
    let body = t.strip_prefix('-').unwrap_or(t);
    let body = body.strip_prefix('+').unwrap_or(body);
    let digits = body.chars().filter(|c| c.is_ascii_digit()).count();
    let dots = body.chars().filter(|&c| c == '.').count();
    if digits == 0 || dots > 1 || !body.chars().all(|c| c.is_ascii_digit() || c == '.') {
        return Err("is not a number".into());
    }
    if digits > 30 {
        return Err("is far too large".into());
    }
    Ok(decimal_value(t))
}

/// The value of `text`: an optional sign, then digits with at most one dot (checked by
/// [`parse_float`]). Not `str::parse`, whose exact algorithm brings a 10 KB table of
/// powers of five into the page's wasm. Up to 19 significant digits are kept (exactly, in
/// a `u64`); the result is one multiplication or division by a power of ten, both exact
/// operands when the digits' integer is below 2^53 and the power at most 10^22, so then
/// it is correctly rounded: the same `f64` as `str::parse` for every input with at most
/// 15 significant digits and 22 decimals. A fraction with more digits (up to 19, so every
/// printed `f64`, which needs at most 17) is then corrected to the nearest `f64` by
/// [`nearest_quotient`], so what is printed reads back the same. Digits past the 19th
/// are dropped: such input is within a unit in the last place.
fn decimal_value(text: &str) -> f64 {
    let mut mantissa: u64 = 0;
    let mut exponent: i32 = 0;
    let mut after_dot = false;
    for b in text.bytes() {
        match b {
            b'.' => after_dot = true,
            b'0'..=b'9' if mantissa < 1_000_000_000_000_000_000 => {
                mantissa = mantissa * 10 + u64::from(b - b'0');
                exponent -= i32::from(after_dot);
            }
            // A digit beyond the 19th significant one is dropped (relative change < 1e-18).
            b'0'..=b'9' => exponent += i32::from(!after_dot),
            _ => {}
        }
    }
    let mut power = 1.0;
    for _ in 0..exponent.unsigned_abs() {
        power *= 10.0;
    }
    let magnitude = if exponent < 0 {
        let guess = mantissa as f64 / power;
        let k = exponent.unsigned_abs();
        if mantissa > 1 << 53 || k > 22 {
            nearest_quotient(mantissa, k, guess)
        } else {
            guess
        }
    } else {
        mantissa as f64 * power
    };
    if text.starts_with('-') {
        -magnitude
    } else {
        magnitude
    }
}

/// `m / 10^k` (`m > 0`, `k ≤ 30`) rounded to the nearest `f64`, ties to even, from
/// `guess`, within a few units in the last place of it. Each comparison with the
/// midpoint of two neighbouring `f64`s is exact in integers: for `x = a·2^e`,
/// `m/10^k ≷ (2a+1)·2^(e−1)` exactly when `m·2^(1−e−k) ≷ (2a+1)·5^k`; both sides are
/// below 2^124 (`2a+1 < 2^54`, `5^30 < 2^70`, and `x` is `m/10^k` to within a few units).
fn nearest_quotient(m: u64, k: u32, guess: f64) -> f64 {
    use std::cmp::Ordering::{Equal, Greater, Less};
    let five = (0..k).fold(1u128, |p, _| p * 5);
    // How m/10^k compares with the midpoint between x (positive, normal) and the next
    // f64 up.
    let versus_mid_up = |x: f64| {
        let bits = x.to_bits();
        let a = (bits & ((1 << 52) - 1)) | (1 << 52);
        let shift = 1 + 1075 - (bits >> 52) as i32 - k as i32;
        let (lhs, rhs) = (u128::from(m), u128::from(2 * a + 1) * five);
        if shift >= 0 {
            (lhs << shift).cmp(&rhs)
        } else {
            lhs.cmp(&(rhs << -shift))
        }
    };
    let mut x = guess;
    for _ in 0..8 {
        let odd = x.to_bits() & 1 == 1;
        let up = versus_mid_up(x);
        if up == Greater || (up == Equal && odd) {
            x = f64::from_bits(x.to_bits() + 1);
            continue;
        }
        let below = f64::from_bits(x.to_bits() - 1);
        let down = versus_mid_up(below);
        if down == Less || (down == Equal && odd) {
            x = below;
            continue;
        }
        break;
    }
    x
}

#[cfg(test)]
mod tests {
    use super::*;

    const POP: IntRange = IntRange {
        name: "population",
        min: 2,
        max: 100_000,
        default: 100,
    };
    const RATE: FloatRange = FloatRange {
        name: "mutation rate",
        min: 0.0,
        max: 1.0,
        default: 0.1,
    };

    #[test]
    fn whole_numbers_accept_separators_and_refuse_the_rest_naming_the_range() {
        assert_eq!(POP.parse("1,000"), Ok(1000));
        assert_eq!(POP.parse(" 2 "), Ok(2));
        let wanted = "must be a whole number from 2 to 100,000";
        // A sign, a fraction, a word or a huge number: never "not a number" for a number.
        for text in [
            "-8",
            "-1",
            "0.5",
            "1.5",
            "abc",
            "99999999999999999999",
            "0",
            "100001",
        ] {
            let e = POP.parse(text).unwrap_err();
            assert_eq!(e.reason, wanted, "{text}");
            assert_eq!(
                e.to_string(),
                format!("population \u{201c}{text}\u{201d}: {wanted}")
            );
        }
        // An exponent is a whole number, only not written in digits.
        for text in ["1e3", "1E9", "2.5e+2"] {
            assert_eq!(
                POP.parse(text).unwrap_err().reason,
                format!("{wanted}, written out in digits (no exponent)"),
                "{text}"
            );
        }
        assert_eq!(
            POP.parse(" ").unwrap_err().to_string(),
            format!("population: is empty; it {wanted}")
        );
    }

    #[test]
    fn decimals_refuse_exponents_and_nan_alike() {
        assert_eq!(RATE.parse(".25"), Ok(0.25));
        let wanted = "must be a number from 0 to 1";
        for text in ["NaN", "inf", "-1", "1.5", "1.2.3", "two"] {
            assert_eq!(RATE.parse(text).unwrap_err().reason, wanted, "{text}");
        }
        assert_eq!(
            RATE.parse("1e-1").unwrap_err().reason,
            format!("{wanted}, written out in digits (no exponent)")
        );
    }

    #[test]
    fn the_command_lines_own_reading_says_what_is_wrong() {
        assert_eq!(parse_int("-1"), Err("is negative".into()));
        assert_eq!(parse_int("1.5"), Err("is not a whole number".into()));
        assert!(parse_int("1e9").unwrap_err().contains("exponent"));
        assert_eq!(parse_int("ten"), Err("is not a number".into()));
    }

    #[test]
    fn thousands_separators() {
        assert_eq!(thousands(0), "0");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1000), "1,000");
        assert_eq!(thousands(100_000_000), "100,000,000");
    }

    #[test]
    fn grouped_numbers_have_separators_and_the_decimals_asked_for() {
        assert_eq!(grouped(2507.66, 1), "2,507.7");
        assert_eq!(grouped(980.34, 1), "980.3");
        assert_eq!(grouped(500_000_500.0, 0), "500,000,500");
        assert_eq!(grouped(1_000_000.0, 0), "1,000,000");
        assert_eq!(grouped(999.96, 1), "1,000.0");
        assert_eq!(grouped(-1234.5, 2), "-1,234.50");
        assert_eq!(grouped(-0.01, 1), "0.0");
        assert_eq!(grouped(0.0, 3), "0.000");
        assert_eq!(grouped(f64::NAN, 1), "\u{2013}");
        assert_eq!(grouped(f64::INFINITY, 0), "\u{2013}");
    }

    #[test]
    fn decimals_read_as_the_standard_parser_reads_them() {
        for t in [
            "0", "-0", "0.1", ".5", "5.", "+2.5", "-0.05", "60", "0.3", "1.15", "007.250",
        ] {
            let ours = parse_float(t).unwrap();
            let expected: f64 = t.parse().unwrap();
            assert_eq!(ours.to_bits(), expected.to_bits(), "{t}");
        }
        // Every f64 printed reads back the same (up to 17 significant digits; one the
        // fuzzer found, ga_params, read back one unit off before).
        for t in [
            ".4444444444444440431",
            "0.44444444444444403",
            "0.30000000000000004",
            "0.1111111111111111",
            "1.0000000000000002",
            "0.9999999999999999",
            "123.45678901234567",
            "0.000000000000000000000000123",
        ] {
            let (ours, expected) = (parse_float(t).unwrap(), t.parse::<f64>().unwrap());
            assert_eq!(ours.to_bits(), expected.to_bits(), "{t}");
            assert_eq!(parse_float(&ours.to_string()), Ok(ours), "{t}");
        }
        // Longer input: within a few units in the last place.
        for t in [
            "0.1234567890123456789012345678",
            "123456789012345678901234567890",
            "0.0000000000000000000000000001",
        ] {
            let (ours, expected) = (parse_float(t).unwrap(), t.parse::<f64>().unwrap());
            assert!(
                (ours - expected).abs() <= expected.abs() * 1e-15,
                "{t}: {ours} vs {expected}"
            );
        }
    }

    // proptest does not build for wasm32 (see Cargo.toml).
    #[cfg(not(target_arch = "wasm32"))]
    mod decimal_value {
        use super::super::*;
        use proptest::prelude::*;

        proptest! {
            #[test]
            fn is_exact_up_to_15_significant_digits(int in 0u64..10_000_000, frac in 0u64..100_000_000, places in 0usize..9, neg: bool) {
                let frac = frac % 10u64.pow(places as u32);
                let t = format!("{}{int}.{frac:0places$}", if neg { "-" } else { "" });
                prop_assert_eq!(parse_float(&t).unwrap().to_bits(), t.parse::<f64>().unwrap().to_bits());
            }

            #[test]
            fn every_printed_f64_reads_back(small in 0.0f64..1.0, large in 0.0f64..1e6) {
                for x in [small, large, small * 1e-6] {
                    let t = x.to_string();
                    // More than 30 digits is refused (far too long for any range).
                    if t.bytes().filter(u8::is_ascii_digit).count() <= 30 {
                        prop_assert_eq!(parse_float(&t), Ok(x), "{}", t);
                    }
                }
            }
        }
    }
}
