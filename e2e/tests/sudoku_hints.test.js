// Hints in three levels on the Sudoku play page, computed by the Web Worker: a nudge,
// then the technique named with its pattern highlighted, then the deduction with its
// eliminations struck out and Apply (undoable); the player's own pencil marks are the
// state, and a removed mark that is the solution's digit is named instead. The puzzle's
// rating (level, score, hardest technique). A printed measurement of the time to a
// hint over top1465's first 100 puzzles.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { useApp } from '../lib/harness.js';
import { GRID1, gridDigits, sudokuCells } from '../lib/puzzles.js';

const app = useApp();

/**
 * A practice puzzle for X-Wing (`lab sudoku generate --technique x-wing --seed 3`) with
 * the singles before its X-Wing filled in as givens: its cheapest next step is an X-Wing
 * on 9 in rows 1 and 8, columns 5 and 9, removing 9 from r7c9 (`lab sudoku steps --grid
 * XWING --json`).
 */
const XWING = '4.38.57..579.64....6..37.45.3461.5979..75.63465734981218..73....425.61...9...1...';
/** The X-Wing's digit, its four base cells (0-based indices) and its eliminations. */
const XWING_DIGIT = 9;
const XWING_BASE = [4, 8, 67, 71];
const XWING_REMOVED = [62];

/** Opens the Sudoku page at `query` and waits for its grid. */
async function openSudoku(query = '') {
  const opened = await app.open(`#/sudoku${query}`);
  await opened.page.getByTestId('sudoku-grid').waitFor();
  return opened;
}

/** The hint's text once the worker has answered. */
async function hintText(page) {
  const text = page.getByTestId('hint-text');
  await text.filter({ hasNotText: 'thinking' }).waitFor();
  return text.textContent();
}

/** `[row, col]` of a 0-based cell index. */
const rc = (i) => [Math.floor(i / 9), i % 9];
/** The cell's name as the hints write it: r3c4. */
const name = (i) => `r${rc(i)[0] + 1}c${rc(i)[1] + 1}`;

/** The candidates a cell's accessible name lists ("…, candidates 1 2 5"), as numbers. */
function candidatesOf(label) {
  const m = label.match(/candidates ([\d ]+)/);
  return m ? m[1].trim().split(' ').map(Number) : [];
}

test('an X-Wing hint: nudge, then named with its four cells, then struck out and applied', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${XWING}`);
  await page.getByTestId('hint').click();
  // Level 1: a nudge, nothing highlighted yet.
  assert.equal(await hintText(page), `Hint: There is an X-Wing on ${XWING_DIGIT}.`);
  assert.equal(await page.locator('.sudoku-cell.role-base').count(), 0);
  assert.equal(await page.getByTestId('hint-apply').count(), 0);
  // Level 2: named, and exactly its four base cells highlighted.
  await page.getByTestId('hint-more').click();
  assert.match(await hintText(page), /^Hint: X-Wing \(its cells are highlighted\)\.$/);
  const base = await page.locator('.sudoku-cell.role-base').evaluateAll((cells) => cells.map((c) => c.dataset.testid));
  assert.deepEqual(base.sort(), XWING_BASE.map((i) => `cell-${rc(i)[0]}-${rc(i)[1]}`).sort());
  // Level 3: the sentence, the eliminations struck out, and Apply.
  await page.getByTestId('hint-more').click();
  const sentence = await hintText(page);
  assert.match(sentence, new RegExp(`^Hint: X-Wing on ${XWING_DIGIT}: .*${XWING_REMOVED.map(name).join('.*')}\\.$`));
  assert.equal(await page.locator('.marks .struck').count(), XWING_REMOVED.length);
  for (const cell of XWING_REMOVED) {
    const [r, c] = rc(cell);
    assert.equal(await page.getByTestId(`cell-${r}-${c}`).locator('.struck').textContent(), String(XWING_DIGIT));
  }
  await page.getByTestId('hint-apply').click();
  assert.equal(await page.getByTestId('hint-text').count(), 0, 'the hint closes once applied');
  // Read the candidates off the grid: the X-Wing's digit is gone from each cell.
  const labels = await sudokuCells(page);
  for (const cell of XWING_REMOVED) {
    const left = candidatesOf(labels[cell]);
    assert.ok(left.length > 0, `${name(cell)} has its candidates written: ${labels[cell]}`);
    assert.ok(!left.includes(XWING_DIGIT), `${name(cell)} lost ${XWING_DIGIT}: ${labels[cell]}`);
  }
  // Apply is a move: undo takes it back.
  await page.getByTestId('undo').click();
  const back = await sudokuCells(page);
  for (const cell of XWING_REMOVED) assert.deepEqual(candidatesOf(back[cell]), []);
  // The next hint reasons from the marks Apply wrote: it is not that X-Wing again.
  await page.getByTestId('redo').click();
  await page.getByTestId('hint').click();
  await hintText(page);
  await page.getByTestId('hint-more').click();
  await page.getByTestId('hint-more').click();
  assert.notEqual(await hintText(page), sentence);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a removed pencil mark that is the solution digit is named; H goes deeper, Esc closes', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${XWING}`);
  await page.getByTestId('fill-marks').click();
  const solutionCell = XWING_BASE[0];
  const [r, c] = rc(solutionCell);
  // Fill candidates gave every cell its marks: take this cell's out one at a time (and
  // put it back) until the hint names the one that is its solution digit.
  const marks = candidatesOf(await page.getByTestId(`cell-${r}-${c}`).getAttribute('aria-label'));
  let named = null;
  for (const d of marks) {
    // A hint selects its own cell: select this one again each time.
    await page.getByTestId(`cell-${r}-${c}`).click();
    await page.keyboard.press(`Shift+Digit${d}`);
    await page.keyboard.press('h');
    const text = await hintText(page);
    if (text.startsWith('Hint: you removed')) {
      named = [d, text];
      break;
    }
    await page.keyboard.press('Escape');
    await page.getByTestId('undo').click();
  }
  assert.ok(named, 'removing the solution digit is noticed');
  const [d, text] = named;
  assert.equal(text, `Hint: you removed ${d} from ${name(solutionCell)}, but ${name(solutionCell)} is ${d}.`);
  assert.equal(await page.getByTestId('hint-more').count(), 0, 'a mistake has no further level');
  await page.keyboard.press('Escape');
  await page.getByTestId('hint-text').waitFor({ state: 'detached' });
  // Put the mark back: H asks, H again names the technique, H again shows Apply.
  await page.getByTestId('undo').click();
  await page.keyboard.press('h');
  await hintText(page);
  await page.keyboard.press('h');
  await page.keyboard.press('h');
  await page.getByTestId('hint-apply').waitFor();
  assert.match(await hintText(page), /^Hint: X-Wing on /);
  await page.keyboard.press('Escape');
  await page.getByTestId('hint-text').waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await page.close();
});

const LEVELS = ['easy', 'medium', 'hard', 'expert', 'extreme'];

/** The rating's level once the worker has answered, as an index into LEVELS. */
async function ratedLevel(page) {
  const rating = page.getByTestId('rating');
  await rating.filter({ hasNotText: 'rating\u2026' }).waitFor({ timeout: 30_000 });
  const text = await rating.textContent();
  const m = text.match(/^Rating: (\w+), score (\d+)(, hardest .+)?$/);
  assert.ok(m, text);
  return { level: LEVELS.indexOf(m[1]), score: Number(m[2]), text };
}

test('the rating: an easy puzzle rates easy, a hard one higher; no unique solution, no rating', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  const easy = await ratedLevel(page);
  assert.equal(easy.level, 0, easy.text);
  assert.match(easy.text, /hardest (Full House|Naked Single|Hidden Single)$/);
  const hard = readFileSync(new URL('../../../shared/data/sudoku_magictour_top1465.txt', import.meta.url), 'utf8').split('\n')[0].trim();
  await page.getByTestId('import-input').fill(hard);
  await page.getByTestId('import').click();
  const rated = await ratedLevel(page);
  assert.ok(rated.level > easy.level && rated.score > easy.score, rated.text);
  // The X-Wing puzzle sits between them.
  await page.getByTestId('import-input').fill(XWING);
  await page.getByTestId('import').click();
  const xwing = await ratedLevel(page);
  assert.ok(xwing.level >= 2, xwing.text);
  await page.getByTestId('import-input').fill('.'.repeat(81));
  await page.getByTestId('import').click();
  await page.getByTestId('rating').filter({ hasText: 'No rating: the puzzle has more than one solution' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('measure: time to a hint over top1465\u2019s first 100 puzzles (printed, not asserted)', { skip: !process.env.MEASURE && 'set MEASURE=1 to measure' }, async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  const puzzles = readFileSync(new URL('../../../shared/data/sudoku_magictour_top1465.txt', import.meta.url), 'utf8')
    .split('\n').map((l) => l.trim()).filter((l) => l.length >= 81).slice(0, 100);
  const times = [];
  for (const p of puzzles) {
    await page.getByTestId('import-input').fill(p);
    await page.getByTestId('import').click();
    await page.getByTestId('rating').filter({ hasNotText: 'rating\u2026' }).waitFor({ timeout: 60_000 });
    // From the click to the answer on the page, by the page's clock.
    const ms = await page.evaluate(() => new Promise((resolve) => {
      const start = performance.now();
      const watch = new MutationObserver(() => {
        const text = document.querySelector('[data-testid="hint-text"]')?.textContent ?? '';
        if (text && !text.includes('thinking')) {
          watch.disconnect();
          resolve(performance.now() - start);
        }
      });
      watch.observe(document.body, { subtree: true, childList: true, characterData: true });
      document.querySelector('[data-testid="hint"]').click();
    }));
    times.push(ms);
    assert.match(await hintText(page), /^Hint: /);
  }
  times.sort((a, b) => a - b);
  const median = (times[49] + times[50]) / 2;
  console.log(`  time to a hint over top1465's first ${times.length}: median ${median.toFixed(1)} ms, worst ${times.at(-1).toFixed(1)} ms`);
  assert.deepEqual(errors, []);
  await page.close();
});
