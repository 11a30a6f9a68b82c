// The 24-puzzle (5×5) on the tile page: the size button, every tile drawn, a shuffle
// solved by weighted A* with its lower bound, a link round trip, walking distance
// refused with the reason, the board on a phone, and "Solve optimally" near the goal (with
// its refusal far from it, Cancel and the time cap); compare, the sweep and the race on
// 5×5 boards from their links.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, boardTiles } from '../lib/harness.js';

const app = useApp();

const GOAL = [...Array.from({ length: 24 }, (_, i) => i + 1), 0];

/** Opens the tile page at `hash` and waits for its board. */
async function openTiles(hash = '#/tiles') {
  const opened = await app.open(hash);
  await opened.page.getByTestId('tiles-board').waitFor();
  return opened;
}

/** Every tile's box on the board, in page pixels. */
async function tileBoxes(page) {
  return page.getByTestId('tiles-board').evaluate((board) =>
    [...board.querySelectorAll('[data-testid^="tile-"]')].map((el) => {
      const r = el.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    }));
}

test('the 24-puzzle button draws all 25 cells, five wide, and the link holds its 25 numbers', async () => {
  const { page, errors } = await openTiles();
  await page.getByTestId('size-5').click();
  assert.deepEqual(await boardTiles(page), GOAL);
  for (let n = 0; n < 25; n++) {
    assert.equal(await page.getByTestId(`tile-${n}`).count(), 1, `tile-${n}`);
  }
  assert.equal(await page.getByTestId('shape').inputValue(), '5x5');
  // A square board's link needs no shape: its 25 numbers make a 5×5 board.
  await page.waitForFunction(() =>
    new URLSearchParams(location.hash.split('?')[1] ?? '').get('board')?.split(',').length === 25);
  const rows = new Set((await tileBoxes(page)).map((b) => Math.round(b.top)));
  assert.equal(rows.size, 5, 'five rows of tiles');
  // The arrow keys move the blank's neighbour: the 20 slides down into the corner.
  await page.keyboard.press('ArrowDown');
  assert.deepEqual((await boardTiles(page)).slice(18, 25), [19, 0, 21, 22, 23, 24, 20]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a shuffled 24-puzzle is solved by weighted A*, its length set against a lower bound, and played back to the goal', async () => {
  const { page, errors } = await openTiles('#/tiles?shape=5x5&algo=wastar&h=linear-conflict&speed=100');
  await page.getByTestId('shuffle-moves').fill('60');
  await page.getByTestId('shuffle').click();
  const start = await boardTiles(page);
  assert.equal(start.length, 25);
  assert.deepEqual([...start].sort((a, b) => a - b), [...GOAL].sort((a, b) => a - b));
  await page.getByTestId('play').click();
  const status = page.getByTestId('status').filter({ hasText: /Solved: \d+ moves/ });
  await status.waitFor();
  const text = await status.textContent();
  const [, cost] = text.match(/Solved: (\d+) moves/);
  const [, bound, gap] = text.match(/lower bound is (\d+): at most (\d+) moves extra/);
  assert.ok(Number(bound) <= Number(cost), text);
  assert.equal(Number(cost) - Number(bound), Number(gap), text);
  // Every move changes Manhattan distance by one, so any path from a board 60 moves
  // from the goal has an even length.
  assert.equal(Number(cost) % 2, 0, text);
  await page.getByTestId('playback-range').fill(cost);
  assert.deepEqual(await boardTiles(page), GOAL);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a 5×5 board in a link opens as it was written, and walking distance is refused on it with the reason', async () => {
  const board = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 0, 23, 24];
  const { page, errors } = await openTiles(`#/tiles?shape=5x5&board=${board.join(',')}&algo=astar&h=manhattan`);
  assert.deepEqual(await boardTiles(page), board);
  await page.getByTestId('heuristic').selectOption('walking-distance');
  await page.getByTestId('status').filter({ hasText: '65.7 million' }).waitFor();
  assert.ok(await page.getByTestId('play').isDisabled(), 'Play waits for another heuristic');
  await page.getByTestId('heuristic').selectOption('manhattan');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved: 2 moves' }).waitFor();
  // The link keeps the board and the shape after a reload.
  await page.reload();
  await page.getByTestId('tiles-board').waitFor();
  assert.deepEqual(await boardTiles(page), board);
  assert.equal(await page.getByTestId('shape').inputValue(), '5x5');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the 24-puzzle fits a 390 px phone screen with its tiles apart', async () => {
  const { page } = await openTiles('#/tiles?shape=5x5');
  await page.setViewportSize({ width: 390, height: 844 });
  const boxes = await tileBoxes(page);
  assert.equal(boxes.length, 25);
  for (const b of boxes) {
    assert.ok(b.left >= 0 && b.right <= 390, `inside the screen: ${JSON.stringify(b)}`);
    assert.ok(b.right - b.left >= 44, 'a tile is a comfortable touch target');
  }
  const apart = boxes.every((a, i) => boxes.slice(i + 1).every((b) =>
    a.right <= b.left + 1 || b.right <= a.left + 1 || a.bottom <= b.top + 1 || b.bottom <= a.top + 1));
  assert.ok(apart, 'tiles do not overlap');
  await page.close();
});

// Boards for "Solve optimally" past 16 cells (found with the engine's shuffle): NEAR is 30
// moves from the goal (linear conflict's bound 24); HARD has the largest bound offered (40)
// and runs for far longer than the time cap.
const NEAR = [11, 1, 3, 4, 5, 7, 2, 13, 8, 9, 16, 6, 22, 14, 10, 12, 18, 19, 24, 15, 21, 17, 0, 23, 20];
const HARD = [6, 1, 8, 4, 5, 11, 7, 2, 18, 10, 17, 13, 9, 14, 19, 16, 21, 24, 22, 15, 3, 20, 0, 23, 12];

test('a 24-puzzle near the goal is solved optimally by IDA* and the hybrid, and the moves play back', async () => {
  const { page, errors } = await openTiles(`#/tiles?board=${NEAR.join(',')}&speed=100`);
  const panel = page.getByTestId('optimal-panel');
  assert.match(await panel.textContent(), /linear conflict proves the shortest solution of boards near the goal, within 30 s/);
  assert.equal(await page.getByTestId('optimal-refusal').count(), 0);
  for (const button of ['solve-optimally', 'solve-optimally-hybrid']) {
    await page.getByTestId(button).click();
    const result = page.getByTestId('optimal-result');
    await result.waitFor({ timeout: 60_000 });
    assert.match(await result.textContent(), /^Optimal: 30 moves \(h\(start\) = 24, /);
    assert.match(await panel.textContent(), /stop at 16 cells; this search uses linear conflict\./);
  }
  await page.getByTestId('playback-range').fill('30');
  assert.deepEqual(await boardTiles(page), GOAL);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a far 24-puzzle is not offered an optimal solve, and says why', async () => {
  const { page, errors } = await openTiles('#/tiles?shape=5x5');
  await page.getByTestId('shuffle-moves').fill('300');
  await page.getByTestId('shuffle').click();
  const refusal = page.getByTestId('optimal-refusal');
  await refusal.waitFor();
  const [, bound] = (await refusal.textContent()).match(/this one's bound is (\d+)\./);
  assert.ok(Number(bound) > 40, bound);
  assert.match(await refusal.textContent(), /at most 40 moves from the goal.*24-puzzles take hours to days/);
  assert.ok(await page.getByTestId('solve-optimally').isDisabled());
  assert.ok(await page.getByTestId('solve-optimally-hybrid').isDisabled());
  assert.deepEqual(errors, []);
  await page.close();
});

test('an optimal 24-puzzle solve can be cancelled, and stops at its 30 s cap saying what it proved', { timeout: 180_000 }, async () => {
  const { page, errors } = await openTiles(`#/tiles?board=${HARD.join(',')}`);
  await page.getByTestId('solve-optimally').click();
  await page.getByTestId('optimal-solving').waitFor();
  await page.getByTestId('optimal-cancel').click();
  await page.getByTestId('optimal-solving').waitFor({ state: 'detached' });
  assert.ok(await page.getByTestId('solve-optimally').isEnabled(), 'Solve is back');
  await page.getByTestId('solve-optimally').click();
  // The bound list grows while it runs.
  await page.getByTestId('optimal-iterations').locator('li').first().waitFor({ timeout: 30_000 });
  const error = page.getByTestId('optimal-error');
  await error.waitFor({ timeout: 90_000 });
  const text = await error.textContent();
  const [, proven] = text.match(/^Stopped at the 30 s time cap after [\d,]+ nodes expanded: no solution is shorter than (\d+) moves \(linear conflict's bound was 40\)\.$/) ?? [];
  assert.ok(Number(proven) >= 40, text);
  assert.equal(await page.getByTestId('optimal-result').count(), 0);
  assert.ok(await page.getByTestId('solve-optimally').isEnabled());
  assert.deepEqual(errors, []);
  await page.close();
});

test('compare, the sweep and the race take 24-puzzles from their links, and the searches agree', { timeout: 180_000 }, async () => {
  const { page, errors } = await app.open('#/compare?cases=&random=3&k=30&shape=5x5&seed=5&algos=astar,idastar,aida&hs=linear-conflict');
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '9 of 9 runs — done' }).waitFor({ timeout: 60_000 });
  assert.match(await page.getByTestId('compare-table').textContent(), /random1 \(k=30\)/);
  const costs = (await page.getByTestId('compare-cost').allTextContents()).map(Number);
  assert.equal(costs.length, 9);
  // Board by board: A*, IDA* and the hybrid find the same optimal length, even and at most 30.
  for (let i = 0; i < 9; i += 3) {
    assert.deepEqual(costs.slice(i, i + 3), [costs[i], costs[i], costs[i]], costs.join());
    assert.ok(costs[i] <= 30 && costs[i] % 2 === 0, costs.join());
  }
  await page.goto(page.url().replace(/#.*/, '#/sweep?shape=5x5&from=10&to=30&step=10&per=2&seed=5&algos=astar&hs=linear-conflict'));
  await page.getByTestId('run-sweep').click();
  await page.getByTestId('sweep-progress').filter({ hasText: '6 of 6 runs — done.' }).waitFor({ timeout: 60_000 });
  await page.goto(page.url().replace(/#.*/, `#/race?shape=5x5&board=${NEAR.join(',')}&racers=astar:manhattan,idastar:linear-conflict,aida:linear-conflict&speed=100`));
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Race finished' }).waitFor({ timeout: 60_000 });
  const lanes = await Promise.all([0, 1, 2].map((lane) => page.getByTestId(`stat-cost-${lane}`).textContent()));
  assert.deepEqual(lanes, ['30', '30', '30']);
  assert.deepEqual(errors, []);
  await page.close();
});
