//! A tidy layered layout: depth down the page, leaves spread evenly, parents centred
//! over their children.

/// Positions (x in leaf slots, y in levels) for nodes given by their parent indices.
/// Parents come before their children, as search trees list them.
pub fn layout(parents: &[Option<usize>]) -> Vec<(f64, f64)> {
    let n = parents.len();
    let mut children: Vec<Vec<usize>> = vec![Vec::new(); n];
    let mut depth = vec![0usize; n];
    for (i, p) in parents.iter().enumerate() {
        if let Some(p) = *p {
            children[p].push(i);
            depth[i] = depth[p] + 1;
        }
    }
    let mut x = vec![0.0f64; n];
    let mut next_leaf = 0.0;
    // Post-order without recursion: leaves take the next slot, parents centre.
    let roots: Vec<usize> = (0..n).filter(|&i| parents[i].is_none()).collect();
    for root in roots {
        let mut stack = vec![(root, false)];
        while let Some((node, visited)) = stack.pop() {
            if visited || children[node].is_empty() {
                if children[node].is_empty() {
                    x[node] = next_leaf;
                    next_leaf += 1.0;
                } else {
                    let first = x[children[node][0]];
                    let last = x[*children[node].last().expect("non-empty")];
                    x[node] = (first + last) / 2.0;
                }
            } else {
                stack.push((node, true));
                for &c in children[node].iter().rev() {
                    stack.push((c, false));
                }
            }
        }
    }
    (0..n).map(|i| (x[i], depth[i] as f64)).collect()
}
