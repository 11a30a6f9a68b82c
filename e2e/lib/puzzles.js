// Reading puzzles off the page and checking them, shared by the per-page suites and the
// journeys: Sudoku grids, magic squares, the timeline's step, and Copy link.
import assert from 'node:assert/strict';

/** The coursework's first Sudoku grid (one solution). */
export const GRID1 = '3....5.47..6.42..1.....789..5..16..2..3.....481....7....2...4..56.87.1.....3..6..';

/** A grid line (`.` for an empty cell) as 81 numbers, 0 for an empty cell. */
export const givens = (line) => [...line].map((ch) => (ch === '.' ? 0 : Number(ch)));

/** The digits in a text, as one number (`"1,234 nodes"` → 1234). */
export const digits = (text) => Number(text.replace(/\D/g, ''));

/** The 81 cells as drawn: a digit, or 0 for a cell without one. */
export async function gridDigits(page) {
  return page.getByTestId('sudoku-grid').evaluate((grid) => {
    const out = [];
    for (let r = 0; r < 9; r++) {
      for (let c = 0; c < 9; c++) {
        const digit = grid.querySelector(`[data-testid="cell-${r}-${c}"] .digit`);
        out.push(digit ? Number(digit.textContent) : 0);
      }
    }
    return out;
  });
}

/** Every Sudoku cell's accessible name (digit or candidates), row-major. */
export async function sudokuCells(page) {
  return page.getByTestId('sudoku-grid').evaluate((grid) =>
    [...grid.querySelectorAll('[data-testid^="cell-"]')].map((c) => c.getAttribute('aria-label')));
}

/** True when `cells` is a full grid where every row, column and box holds 1–9. */
export function isSolution(cells) {
  const units = [];
  for (let i = 0; i < 9; i++) {
    units.push([...Array(9).keys()].map((k) => i * 9 + k));
    units.push([...Array(9).keys()].map((k) => k * 9 + i));
    const [br, bc] = [Math.floor(i / 3) * 3, (i % 3) * 3];
    units.push([...Array(9).keys()].map((k) => (br + Math.floor(k / 3)) * 9 + bc + (k % 3)));
  }
  return units.every((u) => new Set(u.map((i) => cells[i])).size === 9 && u.every((i) => cells[i] >= 1 && cells[i] <= 9));
}

/** Asserts that `cells` solve the puzzle `line`: a valid full grid that keeps every given. */
export function assertSolves(cells, line) {
  assert.ok(isSolution(cells), `not a solution: ${cells.join('')}`);
  givens(line).forEach((g, i) => {
    if (g !== 0) assert.equal(cells[i], g, `cell ${i} lost its given ${g}`);
  });
}

/** The numbers of the drawn n×n magic square, row-major. */
export async function magicCells(page, n) {
  const cells = [];
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n; c++) {
      cells.push(Number(await page.getByTestId(`magic-cell-${r}-${c}`).textContent()));
    }
  }
  return cells;
}

/**
 * Asserts that `cells` (row-major) are a magic square of order `n`: 1…n² once each, and
 * every row, column and both diagonals add up to the magic constant n(n²+1)/2.
 */
export function assertMagic(cells, n) {
  const m = (n * (n * n + 1)) / 2;
  assert.deepEqual([...cells].sort((a, b) => a - b), Array.from({ length: n * n }, (_, i) => i + 1));
  const at = (r, c) => cells[r * n + c];
  const sum = (f) => Array.from({ length: n }, (_, i) => f(i)).reduce((a, b) => a + b, 0);
  for (let i = 0; i < n; i++) {
    assert.equal(sum((k) => at(i, k)), m, `row ${i}`);
    assert.equal(sum((k) => at(k, i)), m, `column ${i}`);
  }
  assert.equal(sum((k) => at(k, k)), m, 'diagonal');
  assert.equal(sum((k) => at(k, n - 1 - k)), m, 'anti-diagonal');
}

/** Waits until the timeline says the run is at `step`. */
export async function atStep(page, step) {
  await page.waitForFunction(
    (s) => document.querySelector('[data-testid="timeline"]')?.value === String(s), step);
}

/** Clicks Copy link and resolves to the link it put on the clipboard. */
export async function copyLink(page) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('share').click();
  await page.getByTestId('share-status').filter({ hasText: 'Link copied' }).waitFor();
  return page.evaluate(() => navigator.clipboard.readText());
}
