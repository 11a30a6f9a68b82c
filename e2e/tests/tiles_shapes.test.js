// Boards that are not square: the Shape menu, links with shape=RxC, typing a board in
// rows, solving a 3×4 board, and a tall board on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, boardTiles } from '../lib/harness.js';

const app = useApp();

/** Opens the tile page at `hash` and waits for its board. */
async function openTiles(hash = '#/tiles') {
  const opened = await app.open(hash);
  await opened.page.getByTestId('tiles-board').waitFor();
  return opened;
}

/** The board's box and every tile's box, in page pixels. */
async function geometry(page) {
  return page.getByTestId('tiles-board').evaluate((board) => {
    const box = (el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    return {
      board: box(board),
      tiles: [...board.querySelectorAll('[data-testid^="tile-"]')].map(box),
    };
  });
}

/** True when no two boxes overlap by more than a pixel. */
function disjoint(boxes) {
  return boxes.every((a, i) => boxes.slice(i + 1).every((b) =>
    a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1));
}

/** Opens the compare page at `hash` and waits for its Run button. */
async function openCompare(hash) {
  const opened = await app.open(hash);
  await opened.page.getByTestId('run-compare').waitFor();
  return opened;
}

const GOAL_3x4 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 0];

test('the Shape menu makes a 3×4 board: every tile drawn, four wide and three high, in the link', async () => {
  const { page, errors } = await openTiles();
  await page.getByTestId('shape').selectOption('3x4');
  assert.deepEqual(await boardTiles(page), GOAL_3x4);
  for (let n = 0; n < 12; n++) {
    assert.equal(await page.getByTestId(`tile-${n}`).count(), 1, `tile-${n}`);
  }
  assert.equal(await page.getByTestId('tile-12').count(), 0);
  const { board, tiles } = await geometry(page);
  const [w, h] = [board.right - board.left, board.bottom - board.top];
  assert.ok(Math.abs(w / h - 4 / 3) < 0.02, `aspect ${w}×${h}`);
  for (const t of tiles) {
    assert.ok(t.left >= board.left - 1 && t.right <= board.right + 1, 'a tile inside the board');
    assert.ok(t.top >= board.top - 1 && t.bottom <= board.bottom + 1, 'a tile inside the board');
  }
  assert.ok(disjoint(tiles), 'tiles do not overlap');
  await page.waitForFunction(() => location.hash.includes('shape=3x4'));
  // The arrow keys stay on the board: the blank starts bottom-right.
  await page.keyboard.press('ArrowDown'); // the 8 slides down
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 7, 0, 9, 10, 11, 8]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('A* solves a shuffled 3×4 board optimally, as IDA* does, and plays it back to the goal', async () => {
  const { page, errors } = await openTiles('#/tiles?shape=3x4&board=5,1,3,4,2,0,7,8,9,6,10,11&algo=astar&h=walking-distance&speed=100');
  assert.deepEqual(await boardTiles(page), [5, 1, 3, 4, 2, 0, 7, 8, 9, 6, 10, 11]);
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: /Solved: \d+ moves/ }).waitFor();
  const astar = await page.getByTestId('stat-cost').textContent();
  await page.getByTestId('playback-range').fill(astar.replace(/\D/g, ''));
  assert.deepEqual(await boardTiles(page), GOAL_3x4);
  await page.getByTestId('reset').click();
  await page.getByTestId('algorithm').selectOption('idastar');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: /Solved: \d+ moves/ }).waitFor();
  assert.equal(await page.getByTestId('stat-cost').textContent(), astar);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a board typed in rows sets its shape, and bad shapes get their own errors', async () => {
  const { page } = await openTiles();
  await page.getByTestId('start-input').fill('1 2 3 4 5\n6 7 8 0 9');
  await page.getByTestId('apply-input').click();
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 7, 8, 0, 9]);
  await page.getByTestId('input-note').filter({ hasText: '9-puzzle (2×5)' }).waitFor();
  assert.equal(await page.getByTestId('shape').inputValue(), '2x5');
  // Two rows of six: wider than a board can be.
  await page.getByTestId('start-input').fill('0 1 2 3 4 5\n6 7 8 9 10 11');
  await page.getByTestId('apply-input').click();
  await page.getByTestId('error').filter({ hasText: '2 × 6 is larger than 5 × 5' }).waitFor();
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 7, 8, 0, 9], 'nothing is lost');
  // Two tiles swapped on four columns: the parity rule counts the blank's row.
  await page.goto(`${page.url().split('#')[0]}#/tiles?shape=3x4&board=1,2,3,4,5,6,7,8,9,11,10,0`);
  await page.getByTestId('error').filter({ hasText: 'even number of columns' }).waitFor();
  await page.goto(`${page.url().split('#')[0]}#/tiles?shape=5x6&board=1,2,3,4,5,6,7,8,0`);
  await page.getByTestId('error').filter({ hasText: 'shape: 5 × 6 is larger than 5 × 5' }).waitFor();
  await page.close();
});

test('a tall 5×2 board fits a 390 px phone screen with its tiles apart', async () => {
  const { page } = await openTiles('#/tiles?shape=5x2&board=1,2,3,4,5,6,7,8,9,0');
  await page.setViewportSize({ width: 390, height: 844 });
  const { board, tiles } = await geometry(page);
  assert.ok(board.left >= 0 && board.right <= 390, `board ${JSON.stringify(board)}`);
  const [w, h] = [board.right - board.left, board.bottom - board.top];
  assert.ok(Math.abs(h / w - 5 / 2) < 0.03, `aspect ${w}×${h}`);
  assert.ok(h <= 844 * 0.5, `the board leaves room for Play: ${h}px`);
  assert.ok(disjoint(tiles), 'tiles do not overlap');
  await page.close();
});

test('compare draws random 2×4 boards at an exact depth, and 3×4 boards by random moves, from the link', async () => {
  const { page, errors } = await openCompare('#/compare?cases=&random=3&k=9&shape=2x4&seed=5&algos=astar,idastar&hs=walking-distance');
  assert.equal(await page.getByTestId('random-width').inputValue(), '2x4');
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '6 of 6 runs — done' }).waitFor();
  assert.deepEqual(await page.getByTestId('compare-cost').allTextContents(), ['9', '9', '9', '9', '9', '9']);
  assert.match(await page.getByTestId('compare-table').textContent(), /random1 \(d=9\)/);
  // A 3×4 board: random moves, so the cost is at most that many; A* and IDA* agree.
  await page.getByTestId('random-width').selectOption('3x4');
  await page.waitForFunction(() => location.hash.includes('shape=3x4'));
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '6 of 6 runs — done' }).waitFor();
  assert.match(await page.getByTestId('compare-table').textContent(), /random1 \(k=9\)/);
  const costs = (await page.getByTestId('compare-cost').allTextContents()).map(Number);
  assert.ok(costs.every((c) => c <= 9 && c % 2 === 1), costs.join());
  // Rows go board by board: A*, then IDA*, on each.
  for (let i = 0; i < 6; i += 2) assert.equal(costs[i], costs[i + 1], 'A* and IDA* agree');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the sweep runs 2×4 boards at exact depths from a shape=2x4 link, and refuses depths past 36', async () => {
  const { page, errors } = await app.open('#/sweep?shape=2x4&from=4&to=12&step=8&per=2&seed=5&algos=astar&hs=manhattan');
  await page.getByTestId('run-sweep').waitFor();
  assert.equal(await page.getByTestId('sweep-width').inputValue(), '2x4');
  await page.getByTestId('run-sweep').click();
  await page.getByTestId('sweep-progress').filter({ hasText: 'done.' }).waitFor();
  assert.match(await page.getByTestId('sweep-progress').textContent(), /4 of 4 runs/);
  await page.getByTestId('sweep-to').fill('40');
  await page.getByTestId('sweep-to').blur();
  await page.getByTestId('run-blocked').filter({ hasText: 'No 2×4 board is more than 36 moves' }).waitFor();
  assert.equal(await page.getByTestId('run-sweep').isDisabled(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a race on a 3×4 board from a shape=3x4 link: every lane finishes at the same cost', async () => {
  const board = '5,1,3,4,2,0,7,8,9,6,10,11';
  const { page, errors } = await app.open(`#/race?shape=3x4&board=${board}&racers=astar:manhattan,idastar:walking-distance,aida:linear-conflict&speed=100`);
  await page.getByTestId('play').waitFor();
  assert.equal(await page.getByTestId('race-start').inputValue(), '5 1 3 4\n2 0 7 8\n9 6 10 11');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Race finished' }).waitFor();
  const costs = await Promise.all([0, 1, 2].map((lane) => page.getByTestId(`stat-cost-${lane}`).textContent()));
  assert.ok(/^\d+$/.test(costs[0]), costs.join());
  assert.deepEqual(costs, [costs[0], costs[0], costs[0]]);
  // Each lane draws the 3×4 board: twelve cells, four wide.
  const lanes = page.getByTestId('tiles-board');
  assert.equal(await lanes.count(), 3);
  assert.equal(await lanes.first().locator('[data-testid^="tile-"]').count(), 12);
  await page.waitForFunction(() => location.hash.includes('shape=3x4'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the search tree draws a 2×3 search from a shape=2x3 link, its nodes 2×3 boards', async () => {
  const { page, errors } = await app.open('#/tree?shape=2x3&board=4,1,2,0,5,3&algo=astar&h=manhattan');
  await page.getByTestId('run').click();
  await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor();
  await page.getByTestId('tree-node-0').click();
  const detail = page.getByTestId('node-detail');
  assert.deepEqual(await boardTiles(detail), [4, 1, 2, 0, 5, 3]);
  assert.match(await detail.textContent(), /g = 0, h = 4, f = 4/);
  await page.waitForFunction(() => location.hash.includes('shape=2x3'));
  assert.deepEqual(errors, []);
  await page.close();
});
