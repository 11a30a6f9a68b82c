//! Decimal text for floats without the standard library's float formatter.
//!
//! `format!("{:.1}", x)` and `x.to_string()` pull Rust's float-to-decimal machinery
//! (Grisu with a Dragon fallback, some 6 KB gzipped) into the web page. The page only
//! ever shows a handful of fixed-decimal numbers and a few short ones (weights, SVG
//! coordinates), so this module renders them with integer arithmetic instead:
//! [`fixed`] is exact (it matches `format!("{x:.d$}")` digit for digit, ties to even on
//! the exact binary value) and [`shortest`] gives the fewest fraction digits that read
//! back as the same `f64`, like `x.to_string()`, for ordinary magnitudes.

/// The most fraction digits [`fixed`] writes; larger requests are clamped to it.
pub const MAX_DECIMALS: u32 = 20;

/// `x` with exactly `decimals` fraction digits (at most [`MAX_DECIMALS`]), rounded to
/// the nearest (ties to even) on `x`'s exact value: the same text as
/// `format!("{x:.decimals$}")`, including `NaN`, `inf`, `-inf` and the sign of a
/// negative number that rounds to zero (`-0.0`).
pub fn fixed(x: f64, decimals: u32) -> String {
    let decimals = decimals.min(MAX_DECIMALS);
    if x.is_nan() {
        return "NaN".into();
    }
    let mut out = String::new();
    if x.is_sign_negative() {
        out.push('-');
    }
    if x.is_infinite() {
        out.push_str("inf");
        return out;
    }
    let digits = scaled_digits(x.abs(), decimals);
    let decimals = decimals as usize;
    if decimals == 0 {
        out.push_str(&digits);
        return out;
    }
    let padded = format!(
        "{}{digits}",
        "0".repeat((decimals + 1).saturating_sub(digits.len()))
    );
    let (whole, fraction) = padded.split_at(padded.len() - decimals);
    out.push_str(whole);
    out.push('.');
    out.push_str(fraction);
    out
}

/// `x` with the fewest fraction digits that read back as `x` (`2` for 2.0, `1.5`,
/// `0.1`): the same text as `x.to_string()` whenever that needs at most 15 significant
/// digits and `|x| < 2^53`, which covers every number the pages show. Beyond that it
/// falls back to [`fixed`] with [`MAX_DECIMALS`] digits, trailing zeros dropped.
pub fn shortest(x: f64) -> String {
    if !x.is_finite() {
        return fixed(x, 0);
    }
    const EXACT: f64 = (1u64 << 53) as f64;
    let mut scale = 1.0_f64;
    for decimals in 0..=22 {
        let scaled = (x.abs() * scale).round();
        if scaled >= EXACT {
            break;
        }
        // Both operands are exact, so the division is the correctly rounded reading of
        // the decimal text `fixed` writes (whose digits are `scaled`, up to a tie that
        // rounds the other way: the check below then simply tries one more digit).
        let text = fixed(x, decimals);
        let digits: String = text.chars().filter(char::is_ascii_digit).collect();
        if let Ok(n) = digits.parse::<u64>() {
            if n < 1 << 53 && (n as f64 / scale) == x.abs() {
                return text;
            }
        }
        scale *= 10.0;
    }
    let text = fixed(x, MAX_DECIMALS);
    let text = text.trim_end_matches('0');
    text.strip_suffix('.').unwrap_or(text).to_string()
}

/// The decimal digits of `round(a × 10^decimals)` for a finite `a ≥ 0`.
fn scaled_digits(a: f64, decimals: u32) -> String {
    let bits = a.to_bits();
    let exponent = ((bits >> 52) & 0x7ff) as i32;
    let fraction = bits & ((1 << 52) - 1);
    // a = mantissa × 2^power exactly.
    let (mantissa, power) = if exponent == 0 {
        (fraction, -1074)
    } else {
        (fraction | 1 << 52, exponent - 1075)
    };
    if power >= 0 {
        return big_digits(mantissa, power as u32, decimals);
    }
    // mantissa < 2^53 and 10^20 < 2^67, so the product fits in a u128.
    let n = u128::from(mantissa) * 10u128.pow(decimals);
    let shift = power.unsigned_abs();
    if shift >= 128 {
        // n < 2^127 ≤ half of 2^shift: the value rounds to zero.
        return "0".into();
    }
    let quotient = n >> shift;
    let remainder = n & ((1u128 << shift) - 1);
    let half = 1u128 << (shift - 1);
    let up = remainder > half || (remainder == half && quotient % 2 == 1);
    (quotient + u128::from(up)).to_string()
}

/// The decimal digits of the integer `mantissa × 2^shift × 10^decimals`.
fn big_digits(mantissa: u64, shift: u32, decimals: u32) -> String {
    const BASE: u64 = 1_000_000_000;
    // Little-endian limbs in base 10^9.
    let mut limbs = vec![
        mantissa % BASE,
        mantissa / BASE % BASE,
        mantissa / BASE / BASE,
    ];
    let multiply = |limbs: &mut Vec<u64>, factor: u64| {
        let mut carry = 0;
        for limb in limbs.iter_mut() {
            let product = *limb * factor + carry;
            *limb = product % BASE;
            carry = product / BASE;
        }
        while carry > 0 {
            limbs.push(carry % BASE);
            carry /= BASE;
        }
    };
    for _ in 0..shift / 32 {
        multiply(&mut limbs, 1 << 32);
    }
    multiply(&mut limbs, 1 << (shift % 32));
    for _ in 0..decimals {
        multiply(&mut limbs, 10);
    }
    while limbs.len() > 1 && limbs.last() == Some(&0) {
        limbs.pop();
    }
    let mut text = limbs.last().map_or_else(String::new, u64::to_string);
    for limb in limbs.iter().rev().skip(1) {
        text.push_str(&format!("{limb:09}"));
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A small xorshift generator: the tests need many varied bit patterns.
    fn bits(seed: &mut u64) -> u64 {
        *seed ^= *seed << 13;
        *seed ^= *seed >> 7;
        *seed ^= *seed << 17;
        *seed
    }

    fn check_fixed(x: f64, decimals: u32) {
        let d = decimals as usize;
        assert_eq!(
            fixed(x, decimals),
            format!("{x:.d$}"),
            "{x:e} with {decimals} decimals"
        );
    }

    #[test]
    fn fixed_matches_std_on_edge_cases() {
        let cases = [
            0.0,
            -0.0,
            0.25,
            0.5,
            1.5,
            2.5,
            -0.04,
            0.35,
            9.995,
            0.125,
            1e300,
            -1e300,
            5e-324,
            f64::MIN_POSITIVE,
            f64::MAX,
            123456.789,
            0.05,
            0.15,
            1e21,
            1e-7,
            99.95,
            999_999.999_5,
            0.000_5,
        ];
        for x in cases {
            for decimals in 0..=MAX_DECIMALS {
                check_fixed(x, decimals);
            }
        }
    }

    #[test]
    fn fixed_writes_non_finite_values_as_std_does() {
        for x in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            for decimals in [0, 1, 3] {
                check_fixed(x, decimals);
            }
        }
    }

    #[test]
    fn fixed_matches_std_on_random_bit_patterns() {
        let mut seed = 0x9e37_79b9_7f4a_7c15;
        for _ in 0..20_000 {
            let x = f64::from_bits(bits(&mut seed));
            check_fixed(x, (bits(&mut seed) % 10) as u32);
        }
    }

    #[test]
    fn fixed_matches_std_on_ordinary_magnitudes() {
        let mut seed = 0x2545_f491_4f6c_dd1d;
        for _ in 0..20_000 {
            // Timings, percentages and coordinates: 1e-6 .. 1e6, both signs.
            let unit = (bits(&mut seed) >> 11) as f64 / (1u64 << 53) as f64;
            let x = (unit - 0.5) * 10f64.powi((bits(&mut seed) % 13) as i32 - 6);
            check_fixed(x, (bits(&mut seed) % 7) as u32);
        }
    }

    #[test]
    fn fixed_clamps_huge_decimal_counts() {
        assert_eq!(fixed(0.5, 99), fixed(0.5, MAX_DECIMALS));
    }

    #[test]
    fn shortest_matches_to_string_on_page_values() {
        let cases = [
            0.0,
            -0.0,
            1.0,
            2.0,
            1.5,
            0.1,
            0.2,
            0.3,
            1.25,
            3.75,
            1200.0,
            -7.5,
            0.001,
            123.456,
            1.0 / 3.0,
            2.0 / 3.0,
            1e15,
            9_007_199_254_740_991.0,
        ];
        for x in cases {
            assert_eq!(shortest(x), x.to_string(), "{x:e}");
        }
        let mut seed = 0x1234_5678_9abc_def1;
        for _ in 0..20_000 {
            // A few decimals at most, as weights and coordinates have.
            let scale = 10f64.powi((bits(&mut seed) % 4) as i32);
            let x = ((bits(&mut seed) % 2_000_000) as f64 - 1_000_000.0) / scale;
            assert_eq!(shortest(x), x.to_string(), "{x:e}");
        }
    }

    #[test]
    fn shortest_reads_back_as_the_same_number() {
        let mut seed = 0x0bad_5eed_dead_beef;
        for _ in 0..20_000 {
            let x = f64::from_bits(bits(&mut seed));
            if x.is_finite() && x.abs() > 1e-3 && x.abs() < 1e15 {
                assert_eq!(shortest(x).parse::<f64>(), Ok(x), "{x:e}");
            }
        }
    }

    #[test]
    fn shortest_writes_non_finite_values_as_std_does() {
        for x in [f64::NAN, f64::INFINITY, f64::NEG_INFINITY] {
            assert_eq!(shortest(x), x.to_string());
        }
    }
}
