// One journey per page in the menu, as a person would take it: open the page, do its
// main thing (with animation where it has one), check the result against a fact that
// does not come from the app, copy the link, open it in a fresh page (its own profile,
// so nothing comes from saved state) and find the same state there, at the same step
// for a scrubbed run.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, boardTiles } from '../lib/harness.js';
import {
  GRID1, assertMagic, assertSolves, atStep, copyLink, digits, gridDigits, magicCells, sudokuCells,
} from '../lib/puzzles.js';

const app = useApp();

// The coursework's start17: 17 moves from the goal (its published optimal cost).
const START17 = '1,3,6,4,5,2,8,14,9,15,7,0,13,10,12,11';
const GOAL_15 = [...Array(15).keys()].map((i) => i + 1).concat(0);

/**
 * Copies the page's link, opens it in a fresh page (a new browser profile), waits for
 * `ready` there and resolves to the new page. The link must lead to the same route.
 */
async function reopen(page, ready) {
  const link = await copyLink(page);
  const route = new URL(page.url()).hash.split('?')[0];
  assert.equal(new URL(link).hash.split('?')[0], route, link);
  const opened = await app.open(new URL(link).hash);
  await opened.page.getByTestId(ready).waitFor();
  return { ...opened, link };
}

/** Scrubs the finished run's timeline back to its middle; resolves to that step once the link holds it. */
async function scrubToMiddle(page) {
  const end = Number(await page.getByTestId('timeline').getAttribute('max'));
  assert.ok(end > 2, `${end} steps`);
  const middle = Math.floor(end / 2);
  await page.getByTestId('timeline').fill(String(middle));
  await atStep(page, middle);
  await page.waitForFunction((s) => location.hash.includes(`step=${s}`), middle);
  return middle;
}

/** Closes the pages and asserts neither logged an error. */
async function done(...opened) {
  for (const { page, errors } of opened) {
    assert.deepEqual(errors, []);
    await page.close();
  }
}

/** The values of the checked inputs whose test id starts with `prefix`. */
async function checked(page, prefix) {
  return page.locator(`input[data-testid^="${prefix}"]:checked`).evaluateAll((els) => els.map((e) => e.dataset.testid));
}

test('journey: home leads to every family and its link opens home again', async () => {
  const first = await app.open('#/');
  const { page } = first;
  await page.getByTestId('home').waitFor();
  for (const id of ['tiles', 'sudoku', 'magic', 'search', 'csp', 'ga']) {
    assert.equal(await page.getByTestId(`home-card-${id}`).locator('svg').count() >= 1, true, id);
  }
  const again = await reopen(page, 'home');
  assert.match(again.link, /#\/$|\/$/);
  await again.page.getByTestId('home-sudoku-sudoku').click();
  await again.page.getByTestId('sudoku-grid').waitFor();
  await done(first, again);
});

test('journey: tiles — A* solves start17 in 17 moves; a scrubbed step opens at the same board', async () => {
  const first = await app.open(`#/tiles?board=${START17}&algo=astar&h=manhattan&speed=100`);
  const { page } = first;
  await page.getByTestId('tiles-board').waitFor();
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved: 17 moves' }).waitFor();
  await page.getByTestId('playback-range').fill('17');
  assert.deepEqual(await boardTiles(page), GOAL_15);
  const middle = await scrubToMiddle(page);
  const board = await boardTiles(page);
  const again = await reopen(page, 'tiles-board');
  assert.match(again.link, new RegExp(`step=${middle}\\b`));
  await atStep(again.page, middle);
  assert.deepEqual(await boardTiles(again.page), board);
  assert.equal(await again.page.getByTestId('algorithm').inputValue(), 'astar');
  assert.equal(await again.page.getByTestId('heuristic').inputValue(), 'manhattan');
  await done(first, again);
});

test('journey: race — A* and IDA* both find 17 moves, and the link replays the same race', async () => {
  const first = await app.open(`#/race?board=${START17}&racers=astar:manhattan,idastar:manhattan&speed=100`);
  const race = async (page) => {
    await page.getByTestId('play').click();
    await page.getByTestId('status').filter({ hasText: 'Race finished' }).waitFor();
    const out = [];
    for (const lane of [0, 1]) {
      assert.equal(await page.getByTestId(`stat-cost-${lane}`).textContent(), '17');
      out.push(digits(await page.getByTestId(`stat-expanded-${lane}`).textContent()));
    }
    return out;
  };
  const expanded = await race(first.page);
  const again = await reopen(first.page, 'play');
  assert.equal(await again.page.locator('[data-testid^="racer-algo-"]').count(), 2);
  assert.deepEqual(await race(again.page), expanded);
  await done(first, again);
});

test('journey: compare — the worker fills the table with the published costs; the link keeps the choices', async () => {
  const first = await app.open('#/compare?cases=start10,start14&random=0&algos=astar,idastar&hs=manhattan&time=60');
  const { page } = first;
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '4 of 4 runs — done' }).waitFor();
  const rows = page.getByTestId('compare-row');
  assert.equal(await rows.count(), 4);
  for (let i = 0; i < 4; i++) {
    const name = await rows.nth(i).locator('th').textContent();
    assert.equal(await rows.nth(i).getByTestId('compare-cost').textContent(), name.replace('start', ''), name);
  }
  const again = await reopen(page, 'run-compare');
  for (const prefix of ['case-', 'algo-']) {
    assert.deepEqual(await checked(again.page, prefix), await checked(page, prefix), prefix);
  }
  assert.equal(await again.page.getByTestId('run-compare').textContent(), await page.getByTestId('run-compare').textContent());
  await done(first, again);
});

test('journey: sweep — every board at an exact depth is solved; the link keeps the plan', { timeout: 120_000 }, async () => {
  const first = await app.open('#/sweep?width=3&from=4&to=12&step=8&per=2&seed=5&algos=astar&hs=manhattan');
  const { page } = first;
  assert.match(await page.getByTestId('run-sweep').textContent(), /Run 4 searches/);
  await page.getByTestId('run-sweep').click();
  await page.getByTestId('sweep-progress').filter({ hasText: 'done.' }).waitFor({ timeout: 100_000 });
  assert.match(await page.getByTestId('sweep-progress').textContent(), /4 of 4 runs/);
  assert.equal(await page.getByTestId('sweep-table').locator('tbody tr').count(), 2);
  const again = await reopen(page, 'run-sweep');
  for (const id of ['sweep-from', 'sweep-to', 'sweep-per-depth']) {
    assert.equal(await again.page.getByTestId(id).inputValue(), await page.getByTestId(id).inputValue(), id);
  }
  assert.match(await again.page.getByTestId('run-sweep').textContent(), /Run 4 searches/);
  await done(first, again);
});

test('journey: tree — BFS grows the tree to the goal two moves away; the link grows the same tree', async () => {
  const first = await app.open('#/tree?board=1,2,3,4,5,6,0,7,8&algo=bfs');
  const grow = async (page) => {
    await page.getByTestId('run').click();
    await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor();
    assert.equal(await page.locator('[data-role="goal"]').count(), 1);
    // The root is at depth 0, so the goal (two moves) is g = 2.
    const goal = await page.locator('[data-role="goal"]').first().getAttribute('data-testid');
    await page.getByTestId(goal).click();
    assert.match(await page.getByTestId('node-detail').textContent(), /g = 2\b/);
    return page.locator('[data-testid^="tree-node-"]').count();
  };
  const nodes = await grow(first.page);
  const again = await reopen(first.page, 'run');
  assert.equal(await again.page.getByTestId('tree-algorithm').inputValue(), 'bfs');
  assert.equal(await grow(again.page), nodes);
  await done(first, again);
});

test('journey: quality — the other goal also has 181,440 states at most 31 moves away; the link keeps the goal', async () => {
  const first = await app.open('#/quality');
  const { page } = first;
  await page.getByTestId('quality-goal').selectOption('blank-first');
  await page.getByTestId('status').filter({ hasText: /181\D?440 states.*31 moves/ }).waitFor();
  assert.equal(await page.getByTestId('admissible-manhattan').textContent(), 'yes');
  const ratio = await page.getByTestId('ratio-manhattan').textContent();
  const again = await reopen(page, 'quality-goal');
  assert.match(again.link, /goal=blank-first/);
  assert.equal(await again.page.getByTestId('quality-goal').inputValue(), 'blank-first');
  await again.page.getByTestId('quality-table').waitFor();
  assert.equal(await again.page.getByTestId('ratio-manhattan').textContent(), ratio);
  await done(first, again);
});

test('journey: deceptive — both boards cost 37, and the link shows the same explanation', async () => {
  const first = await app.open('#/deceptive');
  const { page } = first;
  await page.getByTestId('deceptive-explanation').waitFor({ timeout: 60_000 });
  for (const name of ['start37_1', 'start37_2']) {
    assert.equal(await page.getByTestId(`stat-cost-${name}`).textContent(), '37', name);
  }
  const text = await page.getByTestId('deceptive-explanation').textContent();
  const again = await reopen(page, 'deceptive-start37_1');
  await again.page.getByTestId('deceptive-explanation').waitFor({ timeout: 60_000 });
  assert.equal(await again.page.getByTestId('deceptive-explanation').textContent(), text);
  await done(first, again);
});

test('journey: Sudoku CSP — the solver fills a valid grid that keeps the givens; a scrubbed step reopens there', async () => {
  const first = await app.open(`#/sudoku?mode=solve&puzzle=${GRID1}&var=static&val=natural&inf=fc&singles=off&speed=100`);
  const { page } = first;
  await page.getByTestId('sudoku-grid').waitFor();
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved with' }).waitFor({ timeout: 60_000 });
  assertSolves(await gridDigits(page), GRID1);
  const middle = await scrubToMiddle(page);
  const cells = await sudokuCells(page);
  const again = await reopen(page, 'sudoku-grid');
  await atStep(again.page, middle);
  assert.deepEqual(await sudokuCells(again.page), cells);
  await done(first, again);
});

test('journey: Sudoku compare — four configurations each solve the grid in the worker; the link keeps the mode', async () => {
  const first = await app.open(`#/sudoku?mode=compare&puzzle=${GRID1}`);
  const { page } = first;
  await page.getByTestId('compare-run').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'Finished' }).waitFor({ timeout: 60_000 });
  const rows = await page.getByTestId('compare-table').locator('tbody tr').allTextContents();
  assert.equal(rows.length, 4);
  for (const text of rows) assert.match(text, /1\/1/, text);
  const again = await reopen(page, 'compare-run');
  assert.deepEqual(await gridDigits(again.page), await gridDigits(page));
  await done(first, again);
});

test('journey: Sudoku GA — the best preset evolves a valid grid that keeps the givens; the link evolves the same', async () => {
  const first = await app.open(`#/ga/sudoku?puzzle=${GRID1}&preset=best&seed=1&speed=100`);
  // The first page evolves from Play; the link holds the generation it stopped at, and
  // the reopened page evolves to it by itself (Play is off once it is there), generation 0
  // too (a link at step 0 opens the first population paused, here already solved).
  const evolve = async (page, play = true) => {
    await page.getByTestId('sudoku-grid').waitFor();
    if (play) await page.getByTestId('play').click();
    await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor({ timeout: 60_000 });
    const cells = await gridDigits(page);
    assertSolves(cells, GRID1);
    return { cells, generations: await page.getByTestId('stat-generation').textContent() };
  };
  const result = await evolve(first.page);
  const again = await reopen(first.page, 'sudoku-grid');
  assert.deepEqual(await evolve(again.page, false), result);
  await done(first, again);
});

test('journey: magic square — the GA evolves an order-4 square whose lines add to 34; the link evolves the same', async () => {
  const first = await app.open('#/magic?n=4&preset=best&seed=3&speed=100');
  // The first page evolves from Play; the link holds the generation it stopped at, and
  // the reopened page evolves to it by itself (Play is off once it is there), generation 0
  // too (a link at step 0 opens the first population paused, here already solved).
  const evolve = async (page, play = true) => {
    await page.getByTestId('magic-grid').waitFor();
    if (play) await page.getByTestId('play').click();
    await page.getByTestId('status').filter({ hasText: 'solved' }).waitFor({ timeout: 60_000 });
    const cells = await magicCells(page, 4);
    assertMagic(cells, 4);
    return cells;
  };
  const square = await evolve(first.page);
  const again = await reopen(first.page, 'magic-grid');
  assert.deepEqual(await evolve(again.page, false), square);
  await done(first, again);
});

test('journey: experiments — seeded runs in the worker solve order 3; the link runs the same study', async () => {
  const hash = '#/experiments?family=magic&magic-preset=seed004&orders=3&crossovers=pmx,cx&populations=&runs=2&seed=1&seconds=20';
  const first = await app.open(hash);
  const run = async (page) => {
    await page.getByTestId('experiment-run').click();
    await page.getByTestId('status').filter({ hasText: 'Finished after 4 runs.' }).waitFor({ timeout: 60_000 });
    assert.equal(await page.getByTestId('stat-runs').textContent(), '4/4');
    // A magic square of order 3 exists (the Lo Shu), and the coursework's GA finds it.
    assert.equal(await page.getByTestId('success-0').textContent(), '2/2 (100%)');
    return page.getByTestId('experiment-runs').locator('tbody tr td:nth-child(3), tbody tr td:nth-child(4)').allTextContents();
  };
  const runs = await run(first.page);
  const again = await reopen(first.page, 'experiment-run');
  assert.equal(await again.page.getByTestId('stat-configurations').textContent(), '2');
  assert.deepEqual(await run(again.page), runs);
  await done(first, again);
});
