// Keyboard only, with a visible focus: the tile puzzle, the Sudoku grid and the magic
// square are reached with Tab and played with the arrows, digits, Enter and Space alone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, boardTiles } from '../lib/harness.js';
import { GRID1 } from '../lib/puzzles.js';

const app = useApp();

/** The test id of the focused element, or '' for none. */
const focusedId = (page) => page.evaluate(() => document.activeElement?.dataset?.testid ?? '');

/** Presses Tab until the focused element's test id starts with `prefix` (at most `limit` times). */
async function tabTo(page, prefix, limit = 80) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const id = await focusedId(page);
    if (id.startsWith(prefix)) return id;
  }
  throw new Error(`Tab never reached an element "${prefix}…"`);
}

/** Asserts that the focused element shows a focus ring (an outline at least 2 px wide). */
async function assertVisibleFocus(page) {
  const ring = await page.evaluate(() => {
    const s = getComputedStyle(document.activeElement);
    return { style: s.outlineStyle, width: parseFloat(s.outlineWidth), shadow: s.boxShadow };
  });
  const outlined = ring.style !== 'none' && ring.width >= 2;
  assert.ok(outlined || ring.shadow !== 'none', `no visible focus: ${JSON.stringify(ring)}`);
}

/** A plain backtracking Sudoku solver: the test's oracle for the grid's solution. */
function solveSudoku(text) {
  const g = [...text].map((ch) => (ch === '.' ? 0 : Number(ch)));
  const ok = (i, d) => {
    const r = Math.floor(i / 9), c = i % 9;
    for (let k = 0; k < 9; k++) {
      if (g[r * 9 + k] === d || g[k * 9 + c] === d) return false;
      const br = 3 * Math.floor(r / 3) + Math.floor(k / 3), bc = 3 * Math.floor(c / 3) + (k % 3);
      if (g[br * 9 + bc] === d) return false;
    }
    return true;
  };
  const fill = (i) => {
    if (i === 81) return true;
    if (g[i]) return fill(i + 1);
    for (let d = 1; d <= 9; d++) {
      if (ok(i, d)) {
        g[i] = d;
        if (fill(i + 1)) return true;
      }
    }
    g[i] = 0;
    return false;
  };
  assert.ok(fill(0), 'the test grid has a solution');
  return g;
}

test('keyboard: the tile puzzle is solved with an arrow key, then Tab and Enter on a tile', async () => {
  const { page, errors } = await app.open('#/tiles?board=1,2,3,4,5,6,0,7,8');
  await page.getByTestId('tiles-board').waitFor();
  await page.keyboard.press('ArrowLeft'); // the 7 slides left into the gap
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 7, 0, 8]);
  // The board is a grid whose rows read the cells as they are now.
  const board = page.getByTestId('tiles-board').getByRole('grid');
  assert.match(await board.getAttribute('aria-label'), /./);
  assert.equal(await page.getByTestId('tile-0').getAttribute('aria-label'), 'row 3, column 2, empty');
  assert.equal(await page.getByTestId('tile-8').getAttribute('aria-label'), 'row 3, column 3, tile 8, can slide');
  const rows = await board.locator('[role=row]').evaluateAll((rs) => rs.map((r) => r.getAttribute('aria-owns').split(' ')
    .map((id) => document.getElementById(id).dataset.testid)));
  assert.deepEqual(rows[2], ['tile-7', 'tile-0', 'tile-8']);
  // Tab reaches the tiles that can slide; the focused one shows a ring and says so.
  let id = await tabTo(page, 'tile-');
  await assertVisibleFocus(page);
  while (id !== 'tile-8') {
    assert.match(await page.getByTestId(id).getAttribute('aria-label'), /can slide/);
    await page.keyboard.press('Tab');
    id = await focusedId(page);
    assert.match(id, /^tile-/, 'the movable tiles sit together in the tab order');
  }
  await page.keyboard.press('Enter');
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 7, 8, 0]);
  await page.getByTestId('solved-banner').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: a Sudoku is filled in with arrows and digits, with clear and pencil keys', async () => {
  const { page, errors } = await app.open(`#/sudoku?puzzle=${GRID1}`);
  const grid = page.getByTestId('sudoku-grid');
  await grid.waitFor();
  assert.equal(await grid.getAttribute('role'), 'grid');
  assert.match(await grid.getAttribute('aria-label'), /./);
  // One tab stop for the whole grid: the first cell.
  assert.equal(await tabTo(page, 'cell-'), 'cell-0-0');
  await assertVisibleFocus(page);
  assert.equal(await page.getByTestId('cell-0-0').getAttribute('aria-label'), 'row 1, column 1, 3, given');
  await page.keyboard.press('ArrowRight');
  assert.equal(await focusedId(page), 'cell-0-1');
  const cell = page.getByTestId('cell-0-1');
  assert.equal(await cell.getAttribute('aria-label'), 'row 1, column 2, empty');
  // Digits enter, Backspace / Delete / 0 clear, N toggles pencil marks.
  const solution = solveSudoku(GRID1);
  for (const clear of ['Backspace', 'Delete', '0']) {
    await page.keyboard.press(String(solution[1]));
    assert.equal(await cell.getAttribute('aria-label'), `row 1, column 2, ${solution[1]}`);
    await page.keyboard.press(clear);
    assert.equal(await cell.getAttribute('aria-label'), 'row 1, column 2, empty', clear);
  }
  await page.keyboard.press('n');
  await page.keyboard.press('1');
  await page.keyboard.press('2');
  assert.equal(await cell.getAttribute('aria-label'), 'row 1, column 2, empty, candidates 1 2');
  await page.keyboard.press('n');
  await page.keyboard.press('Backspace');
  // Now the whole grid, walked row by row (left to right, then right to left).
  await page.keyboard.press('ArrowLeft');
  for (let r = 0; r < 9; r++) {
    const cols = r % 2 === 0 ? [0, 1, 2, 3, 4, 5, 6, 7, 8] : [8, 7, 6, 5, 4, 3, 2, 1, 0];
    for (const [k, c] of cols.entries()) {
      assert.equal(await focusedId(page), `cell-${r}-${c}`);
      if (GRID1[r * 9 + c] === '.') await page.keyboard.press(String(solution[r * 9 + c]));
      if (k < 8) await page.keyboard.press(r % 2 === 0 ? 'ArrowRight' : 'ArrowLeft');
    }
    if (r < 8) await page.keyboard.press('ArrowDown');
  }
  await page.getByTestId('status').filter({ hasText: 'Solved in' }).waitFor();
  assert.equal(await page.getByTestId('cell-8-8').getAttribute('aria-label'), `row 9, column 9, ${solution[80]}`);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keyboard: a magic square is made by swapping cells with arrows, Enter and Space', async () => {
  const { page, errors } = await app.open('#/magic?n=3');
  const grid = page.getByTestId('magic-grid');
  await grid.waitFor();
  assert.equal(await grid.getAttribute('role'), 'grid');
  assert.equal(await tabTo(page, 'magic-cell-'), 'magic-cell-0-0');
  await assertVisibleFocus(page);
  assert.equal(await page.getByTestId('magic-cell-0-0').getAttribute('aria-label'), 'row 1, column 1, 1');
  // The square starts as 1 … 9 in order; selection sort towards a magic square.
  const target = [2, 7, 6, 9, 5, 1, 4, 3, 8];
  const cells = [1, 2, 3, 4, 5, 6, 7, 8, 9];
  let at = 0;
  const moveTo = async (to) => {
    const [r0, c0, r1, c1] = [Math.floor(at / 3), at % 3, Math.floor(to / 3), to % 3];
    for (let k = 0; k < Math.abs(r1 - r0); k++) await page.keyboard.press(r1 > r0 ? 'ArrowDown' : 'ArrowUp');
    for (let k = 0; k < Math.abs(c1 - c0); k++) await page.keyboard.press(c1 > c0 ? 'ArrowRight' : 'ArrowLeft');
    at = to;
    assert.equal(await focusedId(page), `magic-cell-${r1}-${c1}`);
  };
  for (let i = 0; i < 9; i++) {
    if (cells[i] === target[i]) continue;
    const j = cells.indexOf(target[i]);
    await moveTo(i);
    await page.keyboard.press('Enter');
    assert.match(await page.getByTestId(`magic-cell-${Math.floor(i / 3)}-${i % 3}`).getAttribute('aria-label'), /picked to swap/);
    await moveTo(j);
    await page.keyboard.press(' ');
    [cells[i], cells[j]] = [cells[j], cells[i]];
  }
  for (let r = 0; r < 3; r++) {
    for (let c = 0; c < 3; c++) {
      assert.equal(Number(await page.getByTestId(`magic-cell-${r}-${c}`).textContent()), target[r * 3 + c]);
    }
    assert.equal(await page.getByTestId(`magic-sum-row-${r}`).getAttribute('aria-label'), `Row ${r + 1} sum: 15, magic`);
  }
  await page.getByTestId('status').filter({ hasText: 'Your square is magic' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
