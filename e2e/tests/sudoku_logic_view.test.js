// "Solve by logic" on the Sudoku page (#/sudoku?mode=logic): the worker's logic path
// replayed one deduction per step. It steps to the end and the grid is the solution; a
// step link reopens the view at that step (the same narration and grid as stepping
// there); an X-Wing step shades its base cells and rows; a chain step draws strong links
// solid and weak links dashed; a bad link says why and the view still works.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { givens, gridDigits, sudokuCells, GRID1 } from '../lib/puzzles.js';

const app = useApp();

// From sudoku_norvig_top95.txt. Its logic path takes an X-Wing on 8 (rows 1 and 8) as
// step 23; the solution was checked against the puzzle's givens and the rules.
const XWING = '....6...4..6.3....1..4..5.77.....8.5...8.....6.8....9...2.9....4....32....97..1..';
const XWING_SOLUTION = '957261384846537921123489567734926815295814736618375492572198643481653279369742158';
const XWING_STEP = 23;
// Also from top95: step 22 of its path is a discontinuous nice loop (strong and weak links).
const CHAIN = '.524.........7.1..............8.2...3.....6...9.5.....1.6.3...........897........';
const CHAIN_STEP = 22;

const logicLink = (puzzle, extra = '') => `#/sudoku?mode=logic&puzzle=${puzzle}${extra}`;

/** Waits for the worker's path: the controls and the path list are drawn. */
async function pathReady(page) {
  await page.getByTestId('logic-path').waitFor({ timeout: 60_000 });
}

/** Waits until the replay shows step `k` (the path list has k entries). */
async function atStep(page, k) {
  await page.waitForFunction((n) => {
    const items = document.querySelectorAll('[data-testid="logic-path"] li');
    return items.length === n && (n === 0 || items[n - 1].getAttribute('aria-current') === 'step');
  }, k, { timeout: 30_000 });
}

/** The narration, the cells' accessible names and the overlay's drawing. */
async function view(page) {
  return {
    narration: await page.getByTestId('narration').textContent(),
    cells: await sudokuCells(page),
    overlay: await page.evaluate(() => document.querySelector('[data-testid="logic-overlay"]')?.innerHTML ?? ''),
  };
}

test('logic view: steps to the end and the grid is the solution, with the path list and rating', async () => {
  const { page, errors } = await app.open(logicLink(XWING, '&speed=100'));
  await pathReady(page);
  const mode = page.getByTestId('mode-logic');
  assert.equal(await mode.textContent(), 'Solve by logic');
  assert.equal(await mode.getAttribute('aria-selected'), 'true');
  assert.deepEqual(await gridDigits(page), givens(XWING), 'the puzzle before the first step');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: /Solved by logic in \d+ steps/ }).waitFor({ timeout: 60_000 });
  assert.deepEqual(await gridDigits(page), givens(XWING_SOLUTION), 'the replay ends on the solution');
  const steps = Number((await page.getByTestId('status').textContent()).match(/in (\d+) steps/)[1]);
  const items = await page.getByTestId('logic-path').locator('li').allTextContents();
  assert.equal(items.length, steps, 'one entry per step');
  assert.ok(items.some((t) => t.startsWith('X-Wing')), 'the X-Wing is named in words');
  assert.ok(items.some((t) => t.startsWith('Hidden Single') || t.startsWith('Naked Single')));
  assert.equal(await page.locator('[data-testid="logic-path"] [aria-current="step"]').count(), 1);
  const counts = await page.getByTestId('logic-counts').locator('li').allTextContents();
  const total = counts.reduce((sum, t) => sum + Number(t.match(/×(\d+)$/)[1]), 0);
  assert.equal(total, steps, 'the counts per technique add up to the steps');
  assert.ok(counts.some((t) => /^X-Wing ×\d+$/.test(t)), counts.join(' | '));
  assert.match(await page.getByTestId('logic-rating').textContent(),
    /^Rating: (hard|expert|extreme) \(score \d+\), hardest technique: [A-Z]/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('logic view: a step link reopens the X-Wing step as stepping there shows it, base cells shaded', async () => {
  // Stepped there by hand: S (and PageDown) step, B steps back.
  const { page, errors } = await app.open(logicLink(XWING));
  await pathReady(page);
  for (let i = 0; i < XWING_STEP - 1; i++) await page.keyboard.press('s');
  await atStep(page, XWING_STEP - 1);
  await page.keyboard.press('PageDown');
  await atStep(page, XWING_STEP);
  const stepped = await view(page);
  assert.match(stepped.narration, /^X-Wing on 8: in rows 1 and 8/);
  assert.equal(await page.getByTestId('live-narration').textContent(), stepped.narration, 'the sentence is spoken');
  await page.waitForFunction((k) => location.hash.includes(`step=${k}`), XWING_STEP);
  // The fish: four base cells, its two rows shaded, its eliminations struck out.
  assert.equal(await page.locator('[data-testid="logic-overlay"] rect.cell[data-role="base"]').count(), 4);
  assert.equal(await page.locator('[data-testid="logic-overlay"] rect.unit.role-base').count(), 2);
  assert.ok(await page.locator('[data-testid="logic-overlay"] [data-testid="strike"]').count() >= 1);
  const bases = await page.locator('rect.cell[data-role="base"]').evaluateAll((rs) => rs.map((r) => r.dataset.cell));
  assert.ok(bases.every((c) => /^r[18]c/.test(c)), `base cells in rows 1 and 8: ${bases}`);
  await page.keyboard.press('b');
  await atStep(page, XWING_STEP - 1);
  assert.notEqual((await view(page)).narration, stepped.narration, 'B went back a step');
  assert.deepEqual(errors, []);
  await page.close();

  // The link: the same step, narration, grid and drawing.
  const opened = await app.open(logicLink(XWING, `&step=${XWING_STEP}`));
  await pathReady(opened.page);
  await atStep(opened.page, XWING_STEP);
  assert.deepEqual(await view(opened.page), stepped);
  assert.equal(await opened.page.getByTestId('timeline').inputValue(), String(XWING_STEP));
  assert.deepEqual(opened.errors, []);
  await opened.page.close();
});

test('logic view: a chain step draws strong links solid and weak links dashed', async () => {
  const { page, errors } = await app.open(logicLink(CHAIN, `&step=${CHAIN_STEP}`));
  await pathReady(page);
  await atStep(page, CHAIN_STEP);
  assert.match(await page.getByTestId('narration').textContent(), /^Discontinuous Nice Loop: /);
  const links = await page.locator('[data-testid="logic-overlay"] line.link').evaluateAll((ls) => ls.map((l) => ({
    kind: l.dataset.link,
    dash: getComputedStyle(l).strokeDasharray,
    arrow: l.getAttribute('marker-end'),
  })));
  const strong = links.filter((l) => l.kind === 'strong');
  const weak = links.filter((l) => l.kind === 'weak');
  assert.ok(strong.length >= 1 && weak.length >= 1, JSON.stringify(links));
  assert.ok(strong.every((l) => l.dash === 'none'), 'strong links are solid');
  assert.ok(weak.every((l) => l.dash !== 'none'), 'weak links are dashed');
  assert.ok(links.every((l) => l.arrow === 'url(#logic-arrow)'), 'every link is an arrow');
  assert.deepEqual(errors, []);
  await page.close();
});

test('logic view: a bad puzzle in the link is named, and the view goes on with the default puzzle', async () => {
  const { page, errors } = await app.open('#/sudoku?mode=logic&puzzle=12x&step=5');
  await page.getByTestId('error').filter({ hasText: 'puzzle' }).waitFor();
  assert.match(await page.getByTestId('error').textContent(), /Could not read the grid/);
  await pathReady(page);
  assert.deepEqual(await gridDigits(page).then((d) => d.map((x, i) => (givens(GRID1)[i] ? x : 0))), givens(GRID1));
  assert.deepEqual(errors, []);
  await page.close();

  // A puzzle with more than one solution gets the reason, not a path.
  const many = await app.open(logicLink('.'.repeat(81)));
  await many.page.getByTestId('logic-error').waitFor();
  assert.match(await many.page.getByTestId('logic-error').textContent(), /exactly one solution/);
  assert.equal(await many.page.getByTestId('logic-path').count(), 0);
  assert.deepEqual(many.errors, []);
  await many.page.close();
});

test('logic view: on the lecture stage at 1280×720 the board, controls, narration and path fit one screen; a phone stacks them', async () => {
  const { page, errors } = await app.open(logicLink(XWING, `&step=${XWING_STEP}&teach=1`));
  await page.setViewportSize({ width: 1280, height: 720 });
  await pathReady(page);
  await atStep(page, XWING_STEP);
  assert.equal(await page.evaluate(() => document.documentElement.dataset.teach), 'on');
  const box = async (sel) => page.locator(sel).first().boundingBox();
  const parts = {
    grid: await box('[data-testid="sudoku-grid"]'),
    play: await box('[data-testid="play"]'),
    timeline: await box('[data-testid="timeline"]'),
    narration: await box('[data-testid="narration"]'),
    path: await box('[data-testid="logic-path"] [aria-current="step"]'),
    rating: await box('[data-testid="logic-rating"]'),
  };
  for (const [name, b] of Object.entries(parts)) {
    assert.ok(b && b.y >= 0 && b.y + b.height <= 720 && b.x + b.width <= 1280, `${name} on screen: ${JSON.stringify(b)}`);
  }
  assert.ok(parts.grid.x + parts.grid.width <= parts.play.x, 'the board left of the controls');
  assert.ok(parts.grid.width >= 380, `a board big enough to read: ${parts.grid.width}`);

  await page.setViewportSize({ width: 390, height: 844 });
  const grid = await box('[data-testid="sudoku-grid"]');
  const play = await box('[data-testid="play"]');
  assert.ok(grid.x >= 0 && grid.x + grid.width <= 390, 'the grid fits the phone');
  assert.ok(play.y >= grid.y + grid.height, 'the controls under the grid');
  assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= 390), 'no sideways scrolling');
  assert.deepEqual(errors, []);
  await page.close();
});
