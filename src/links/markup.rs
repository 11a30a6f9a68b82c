//! Text put into HTML markup written as a string (the Embed snippet, the worker's
//! worksheet): escaped, so a puzzle, a notice or a link can never become markup.

/// Escapes text for HTML content or a double-quoted attribute.
///
/// ```
/// use puzzle_lab::links::markup::escape;
/// assert_eq!(escape("a&b<\"c\">"), "a&amp;b&lt;&quot;c&quot;&gt;");
/// ```
pub fn escape(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '"' => out.push_str("&quot;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
    out
}

/// Writes an `n`×`n` grid as a table: `table_attrs` go inside the `<table>` tag (with a
/// leading space), `values` are the cells row by row (0 = empty, drawn as an empty
/// cell), and `cell_attrs(row, col, value)` gives each cell's attributes (with a
/// leading space, or empty).
///
/// ```
/// use puzzle_lab::links::markup::grid_table;
/// let mut out = String::new();
/// grid_table(&mut out, " class=\"g\"", 2, &[1, 0, 3, 4], |r, c, _| format!(" id=\"c{r}{c}\""));
/// assert!(out.starts_with("<table class=\"g\"><tr><td id=\"c00\">1</td><td id=\"c01\"></td>"));
/// assert!(out.ends_with("<td id=\"c11\">4</td></tr></table>"));
/// ```
pub fn grid_table(
    out: &mut String,
    table_attrs: &str,
    n: usize,
    values: &[u32],
    cell_attrs: impl Fn(usize, usize, u32) -> String,
) {
    use std::fmt::Write;
    let _ = write!(out, "<table{table_attrs}>");
    for r in 0..n {
        out.push_str("<tr>");
        for c in 0..n {
            let v = values.get(r * n + c).copied().unwrap_or(0);
            let _ = write!(out, "<td{}>", cell_attrs(r, c, v));
            if v != 0 {
                let _ = write!(out, "{v}");
            }
            out.push_str("</td>");
        }
        out.push_str("</tr>");
    }
    out.push_str("</table>");
}
