// The bundle-size budget: the main app's wasm plus its JavaScript (its snippets too), gzipped (level 9, as
// the README's table), is within its ceiling (see BUDGET). It reads the files `dist/index.html` loads, so
// it checks the release build the other browser tests run; it prints both wasm files'
// sizes (the page's and the worker's) for the README, and the margin left under the budget.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));

/**
 * The ceiling in bytes (decimal kilobytes, as the README reports): issue 9's budget of
 * 450,000 B. Issue 16's work took the page to ~461.6 KB; the cuts in the README ("Size
 * and speed": saved state without serde_json, no libm pow, wasm-opt --converge) brought
 * it back to ~442.6 KB. Issue 17's three-level hints, rating, practice picker, "Solve by
 * logic" view and propagation menu then took it to ~465 KB; two cuts (no std float
 * formatting in the page, a compact logic-path wire form) brought it to ~452.6 KB, and
 * the solve page's human propagation levels (replayed from a worker trace) added ~4.7 KB
 * and the practice picker's 16 new techniques a little more, to ~458.1 KB. Issue 17's
 * last cuts (code linked for a small purpose, stateless components as plain functions,
 * a wasm-opt inlining limit: the README's "Size and speed") brought it to ~445.5 KB, so
 * the ceiling is the budget again. Issue 20's engines then left 34 B; moving the fast
 * Sudoku solver off the page (the worker counts a puzzle's solutions) freed ~3.5 KB.
 * Reading the worker's replies by hand (`wire::reader`) freed ~7.6 KB, and issue 21's
 * boards of any shape took 4.6 KB of it, WebM export (with its JavaScript module) 2.5 KB.
 */
const BUDGET = 450_000;

/** Raw and gzipped sizes of `dist/<name>`. */
function sizes(name) {
  const bytes = readFileSync(DIST + name);
  return { name, raw: bytes.length, gz: gzipSync(bytes, { level: 9 }).length };
}

/** The JavaScript modules wasm-bindgen copied for the page (`dist/snippets/…`). */
function snippets(dir = 'snippets') {
  let found;
  try {
    found = readdirSync(DIST + dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return found.flatMap((e) => (e.isDirectory() ? snippets(`${dir}/${e.name}`)
    : e.name.endsWith('.js') ? [sizes(`${dir}/${e.name}`)] : []));
}

/** The one file of dist/ whose name matches `pattern` (Trunk hashes the app's names). */
function only(pattern) {
  const found = readdirSync(DIST).filter((f) => pattern.test(f));
  assert.equal(found.length, 1, `expected one ${pattern} in dist/, found ${found.join(', ') || 'none'}`);
  return found[0];
}

const show = (s) => `${s.name}: ${s.raw.toLocaleString('en')} B raw, ${s.gz.toLocaleString('en')} B gzipped`;

test('the page wasm plus JS is within its ceiling, gzipped', () => {
  const html = readFileSync(DIST + 'index.html', 'utf8');
  const js = only(/^app-[0-9a-f]+\.js$/);
  const wasm = only(/^app-[0-9a-f]+_bg\.wasm$/);
  assert.ok(html.includes(js) && html.includes(wasm), 'index.html loads the app files measured');
  // The page's own JavaScript modules (the WebM glue) count as the page's.
  const page = [sizes(wasm), sizes(js), ...snippets()];
  const worker = [sizes('worker_bg.wasm'), sizes('worker.js')];
  const total = page.reduce((sum, s) => sum + s.gz, 0);
  for (const s of [...page, ...worker]) console.log(`  ${show(s)}`);
  const margin = BUDGET - total;
  console.log(`  page total: ${total.toLocaleString('en')} B gzipped (budget ${BUDGET.toLocaleString('en')} B, margin ${margin.toLocaleString('en')} B)`);
  assert.ok(total <= BUDGET, `the page's wasm + JS is ${total} B gzipped, over the ${BUDGET} B budget`);
});
