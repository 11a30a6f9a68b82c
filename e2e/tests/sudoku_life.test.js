// A Sudoku game's life cycle as a player lives it: a game left for another puzzle is
// kept and resumed, a reload keeps the puzzle's source, a solved grid locks, Clear saved
// data asks and really clears; honest messages (a wrong digit named by Hint, a puzzle
// with no solution refused with its cell, empty-cell symbols named); the H, C and ?
// keys and the skip link; compare choices and the CSP pseudocode per setting.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { GRID1, givens, gridDigits } from '../lib/puzzles.js';

const app = useApp();

/** Opens the Sudoku page at `query` and waits for its grid. */
async function openSudoku(query = '') {
  const opened = await app.open(`#/sudoku${query}`);
  await opened.page.getByTestId('sudoku-grid').waitFor();
  return opened;
}

/** The solution of an 81-character puzzle (`.` empty), by plain backtracking. */
function solve(line) {
  const cells = givens(line);
  const fits = (i, d) => {
    const [r, c] = [Math.floor(i / 9), i % 9];
    const [br, bc] = [r - (r % 3), c - (c % 3)];
    for (let k = 0; k < 9; k++) {
      if (cells[r * 9 + k] === d || cells[k * 9 + c] === d) return false;
      if (cells[(br + Math.floor(k / 3)) * 9 + bc + (k % 3)] === d) return false;
    }
    return true;
  };
  const fill = (i) => {
    if (i === 81) return true;
    if (cells[i]) return fill(i + 1);
    for (let d = 1; d <= 9; d++) {
      if (fits(i, d)) {
        cells[i] = d;
        if (fill(i + 1)) return true;
      }
    }
    cells[i] = 0;
    return false;
  };
  assert.ok(fill(0), 'the puzzle has a solution');
  return cells;
}

/** A digit for `cell` of `line` that breaks no rule but is not the solution's. */
function wrongButFitting(line, cell) {
  const cells = givens(line);
  const right = solve(line)[cell];
  const [r, c] = [Math.floor(cell / 9), cell % 9];
  const peers = [];
  for (let k = 0; k < 9; k++) {
    peers.push(r * 9 + k, k * 9 + c, (r - (r % 3) + Math.floor(k / 3)) * 9 + c - (c % 3) + (k % 3));
  }
  for (let d = 1; d <= 9; d++) {
    if (d !== right && !peers.some((p) => cells[p] === d)) return d;
  }
  throw new Error(`every fitting digit of cell ${cell} is right`);
}

/** Types `digit` into cell `i` (0-based) with the keyboard. */
async function type(page, i, digit) {
  await page.getByTestId(`cell-${Math.floor(i / 9)}-${i % 9}`).click();
  await page.keyboard.press(String(digit));
}

/** Waits until cell `i` (0-based) of the grid on show holds `digit`. */
async function digitShown(page, i, digit) {
  await page.waitForFunction(
    ([testid, d]) => document.querySelector(`[data-testid="${testid}"] .digit`)?.textContent === d,
    [`cell-${Math.floor(i / 9)}-${i % 9}`, String(digit)],
  );
}

/** This app's keys in localStorage. */
const savedKeys = (page) =>
  page.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('puzzle-lab/')).sort());

test('a game left for another puzzle is kept, and picking it again resumes it', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  const cell = GRID1.indexOf('.');
  const digit = solve(GRID1)[cell];
  await type(page, cell, digit);
  // Another puzzle from the presets: the game is not lost, and the page says where it is.
  await page.getByTestId('preset').selectOption('seed000_grid2');
  await page.getByTestId('puzzle-note').filter({ hasText: 'is saved: pick it under My games' }).waitFor();
  assert.notDeepEqual(await gridDigits(page), givens(GRID1));
  // My games lists it; picking it brings back the digit typed.
  const mine = page.getByTestId('my-games');
  assert.match(await mine.textContent(), /seed000_grid1 — \d+ cells left/);
  await page.getByTestId('my-game-0').click();
  await page.getByTestId('puzzle-source').filter({ hasText: 'seed000_grid1' }).waitFor();
  await digitShown(page, cell, digit);
  // The same through a shared link: opening grid 2, then grid 1 by its link, resumes;
  // and so does a reload of that link. (Each step waits for its page: a reload sent
  // while the link's page is still opening could otherwise read the page before it.)
  await page.getByTestId('preset').selectOption('seed000_grid2');
  await page.getByTestId('puzzle-source').filter({ hasText: 'seed000_grid2' }).waitFor();
  await page.goto(app.server.url + `#/sudoku?puzzle=${GRID1}`);
  await page.getByTestId('puzzle-source').filter({ hasText: 'seed000_grid1' }).waitFor();
  await digitShown(page, cell, digit);
  await page.evaluate(() => { window.beforeReload = true; });
  await page.reload();
  await page.waitForFunction(() => !window.beforeReload && document.querySelector('[data-testid="sudoku-grid"]'));
  await digitShown(page, cell, digit);
  assert.equal((await gridDigits(page))[cell], digit, 'the game came back with the link');
  // After the reload the source still names the preset, not "from the link".
  assert.match(await page.getByTestId('puzzle-source').textContent(), /Puzzle: seed000_grid1/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a generated puzzle still says where it came from after a reload', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  await page.getByTestId('seed').fill('7');
  await page.getByTestId('generate-easy').click();
  const source = page.getByTestId('puzzle-source');
  await source.filter({ hasText: 'generated: easy, seed 7' }).waitFor({ timeout: 60_000 });
  await page.reload();
  await page.getByTestId('sudoku-grid').waitFor();
  await source.filter({ hasText: 'generated: easy, seed 7' }).waitFor();
  assert.doesNotMatch(await source.textContent(), /from the link/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a solved grid is locked until Keep editing; the message gives time, hints and mistakes', async () => {
  const solution = solve(GRID1);
  const last = 80;
  const almost = solution.map((d, i) => (i === last ? '.' : String(d))).join('');
  const { page, errors } = await openSudoku(`?puzzle=${almost}`);
  // One mistake, one hint, then the right digit.
  const wrong = solution[last] % 9 + 1;
  await type(page, last, wrong);
  await page.keyboard.press('h');
  await page.getByTestId('hint-text').filter({ hasText: 'r9c9 holds' }).waitFor();
  await page.keyboard.press(String(solution[last]));
  const status = page.getByTestId('status');
  await status.filter({ hasText: /^Solved in \d+:\d\d, with 1 hint and 1 mistake!/ }).waitFor();
  await page.getByTestId('solved-lock').waitFor();
  // A stray key changes nothing while locked, even after a reload.
  await page.keyboard.press('Backspace');
  await page.keyboard.press(String(wrong));
  assert.equal((await gridDigits(page))[last], solution[last]);
  await page.reload();
  await page.getByTestId('solved-lock').waitFor();
  await type(page, last, wrong);
  assert.equal((await gridDigits(page))[last], solution[last]);
  // Keep editing unlocks it.
  await page.getByTestId('keep-editing').click();
  await page.getByTestId('cell-8-8').click();
  await page.keyboard.press('Backspace');
  assert.equal((await gridDigits(page))[last], 0);
  assert.equal(await page.getByTestId('solved-lock').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Clear saved data asks first, then clears, and the game on show is not saved again', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  await type(page, GRID1.indexOf('.'), solve(GRID1)[GRID1.indexOf('.')]);
  await page.waitForFunction(() => localStorage.getItem('puzzle-lab/game/sudoku-games') !== null);
  await page.getByTestId('clear-saved').click();
  // Nothing is cleared before the answer; "Keep it" keeps it.
  await page.getByTestId('clear-saved-cancel').click();
  assert.ok((await savedKeys(page)).includes('puzzle-lab/game/sudoku-games'));
  await page.getByTestId('clear-saved').click();
  await page.getByTestId('clear-saved-confirm').click();
  await page.getByTestId('saved-notice').filter({ hasText: 'Saved data cleared' }).waitFor();
  assert.deepEqual(await savedKeys(page), []);
  // The timer goes on ticking, and still nothing is saved.
  const timer = page.getByTestId('timer');
  const before = await timer.textContent();
  await page.waitForFunction((t) => document.querySelector('[data-testid="timer"]').textContent !== t, before);
  assert.deepEqual(await savedKeys(page), []);
  // A new move is saved again.
  await type(page, GRID1.indexOf('.', GRID1.indexOf('.') + 1), 9);
  await page.waitForFunction(() => localStorage.getItem('puzzle-lab/game/sudoku-games') !== null);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a hint first names a wrong digit of the player', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  const cell = GRID1.indexOf('.');
  const wrong = wrongButFitting(GRID1, cell);
  await type(page, cell, wrong);
  assert.equal(await page.locator('.sudoku-cell.conflict').count(), 0, 'no rule is broken');
  await page.getByTestId('hint').click();
  const name = `r${Math.floor(cell / 9) + 1}c${(cell % 9) + 1}`;
  // The hint comes from the worker: wait for its answer.
  await page.getByTestId('hint-text').filter({ hasNotText: 'thinking' }).waitFor();
  assert.equal(
    await page.getByTestId('hint-text').textContent(),
    `Hint: ${name} holds ${wrong}, but that cannot be right: check it.`,
  );
  await page.locator(`[data-testid="cell-${Math.floor(cell / 9)}-${cell % 9}"].focus`).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a puzzle with no solution is refused naming the cell, on the Sudoku and GA pages', async () => {
  const dead = ['12345678.', '........9', ...Array(7).fill('.........')].join('\n');
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  await page.getByTestId('import-input').fill(dead);
  await page.getByTestId('import').click();
  assert.match(await page.getByTestId('error').textContent(), /^This puzzle has no solution: r1c9 has no candidate left/);
  assert.deepEqual(await gridDigits(page), givens(GRID1), 'the puzzle is unchanged');
  // Other empty-cell symbols and a title line are read, and named.
  const titled = `Puzzle 1 (from a book)\n${GRID1.replace(/\./g, '_').match(/.{9}/g).join('\n')}`;
  await page.getByTestId('import-input').fill(titled);
  await page.getByTestId('import').click();
  assert.equal(
    await page.getByTestId('puzzle-note').textContent(),
    'Read \u2018_\u2019 as empty cells. Skipped the title line \u201cPuzzle 1 (from a book)\u201d.',
  );
  assert.deepEqual(await gridDigits(page), givens(GRID1));
  // An empty grid is allowed, and Hint and Check say what they can.
  await page.getByTestId('import-input').fill('.'.repeat(81));
  await page.getByTestId('import').click();
  await page.getByTestId('hint').click();
  await page.getByTestId('hint-text').filter({ hasText: /many solutions: any digit that fits can go here/ }).waitFor();
  await page.getByTestId('check').click();
  assert.match(await page.getByTestId('check-result').textContent(), /many solutions: any digit that fits/);
  // The GA page refuses it when pasted, before any Play.
  await page.goto(app.server.url + '#/ga/sudoku');
  await page.getByTestId('sudoku-grid').waitFor();
  await page.locator('.paste-grid summary').click();
  await page.getByTestId('grid-input').fill(dead);
  await page.getByTestId('apply-grid').click();
  assert.match(await page.getByTestId('error').textContent(), /r1c9 has no candidate left/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('keys: H hints, C checks, ? lists the keys; the skip link goes past the grid', async () => {
  const { page, errors } = await openSudoku(`?puzzle=${GRID1}`);
  await page.getByTestId('cell-0-1').click();
  await page.keyboard.press('?');
  const help = page.getByTestId('keys-help');
  await help.waitFor();
  const text = await help.textContent();
  assert.match(text, /H: hint/);
  assert.match(text, /C: check/);
  await page.keyboard.press('Escape');
  await help.waitFor({ state: 'detached' });
  await page.keyboard.press('h');
  await page.getByTestId('hint-text').waitFor();
  await page.keyboard.press('c');
  await page.getByTestId('check-result').filter({ hasText: 'Check:' }).waitFor();
  // The skip link is the first stop of the grid's column and lands on the controls.
  await page.getByTestId('skip-to-controls').focus();
  await page.keyboard.press('Enter');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'sudoku-controls');
  assert.deepEqual(errors, []);
  await page.close();
});

test('compare: the choices are in the link and survive a reload', async () => {
  const { page, errors } = await openSudoku(`?mode=compare&puzzle=${GRID1}`);
  await page.getByTestId('compare-source').selectOption('seeds');
  await page.getByTestId('cmp-var-static').uncheck();
  await page.getByTestId('cmp-inf-ac3').check();
  await page.getByTestId('cmp-prop-singles').check();
  await page.getByTestId('compare-seconds').fill('2');
  await page.getByTestId('compare-seconds').press('Tab');
  await page.waitForFunction(() => location.hash.includes('set=seeds') && location.hash.includes('time=2'));
  const hash = decodeURIComponent(await page.evaluate(() => location.hash));
  assert.match(hash, /vars=mrv,degree,mrv-degree/);
  assert.match(hash, /infs=fc,ac3/);
  assert.match(hash, /props=off,singles/);
  await page.reload();
  await page.getByTestId('compare-source').waitFor();
  assert.equal(await page.getByTestId('compare-source').inputValue(), 'seeds');
  assert.equal(await page.getByTestId('cmp-var-static').isChecked(), false);
  assert.equal(await page.getByTestId('cmp-var-mrv').isChecked(), true);
  assert.equal(await page.getByTestId('cmp-inf-ac3').isChecked(), true);
  assert.equal(await page.getByTestId('cmp-prop-singles').isChecked(), true);
  assert.equal(await page.getByTestId('compare-seconds').inputValue(), '2');
  assert.match(await page.getByTestId('compare-run').textContent(), /Run 12 solvers/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('teaching: the CSP pseudocode follows the settings, and AC-3 shows its queue', async () => {
  const { page, errors } = await openSudoku(`?mode=solve&puzzle=${GRID1}&inf=none&singles=off&teach=1`);
  const code = page.getByTestId('pseudocode');
  await code.waitFor();
  const lines = async () => code.locator('li').evaluateAll((li) => li.map((l) => l.dataset.line));
  let ids = await lines();
  assert.ok(!ids.includes('Propagate') && !ids.includes('Single'), ids.join());
  assert.doesNotMatch(await code.textContent(), /REVISE/);
  await page.getByTestId('inference').selectOption('fc');
  await page.waitForFunction(() => document.querySelector('[data-testid="pseudocode"]').textContent.includes('FORWARD-CHECK'));
  await page.getByTestId('propagation').selectOption('singles');
  await page.getByTestId('inference').selectOption('ac3');
  await page.waitForFunction(() => document.querySelector('[data-line="Queue"]') !== null);
  ids = await lines();
  assert.ok(ids.includes('Single') && ids.includes('Requeue'), ids.join());
  // One step revises the arcs into the first given, r1c1; the other givens wait.
  await page.getByTestId('step').click();
  const queue = page.getByTestId('arc-queue');
  await queue.filter({ hasText: 'Revising the arcs (Y, r1c1) into r1c1.' }).waitFor();
  const waiting = GRID1.replace(/\./g, '').length - 1;
  assert.match(await queue.textContent(), new RegExp(`the arcs into ${waiting} cells wait: r1c6 `));
  assert.equal(await page.locator('[data-line="Propagate"][aria-current="step"]').count(), 1);
  assert.deepEqual(errors, []);
  await page.close();
});
