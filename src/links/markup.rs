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
