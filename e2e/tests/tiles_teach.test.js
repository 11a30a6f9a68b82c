// Teaching with the tile, race and sweep pages (issue 16): links that restore the chart
// and the solution move, Step back that rewinds the chart, IDA*'s first step, a
// presenter's clicker, the frontier list, the race's shared axis, and input that is
// read rather than refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, boardTiles } from '../lib/harness.js';

const app = useApp();

// An 8-puzzle board 31 moves from the goal (Manhattan distance 21): searches on it take
// thousands of expansions, so a step link lands mid-search.
const HARD8 = '8,6,7,2,5,4,3,0,1';
const ASTAR = `#/tiles?board=${HARD8}&algo=astar&h=manhattan&speed=100`;
const IDA = `#/tiles?board=${HARD8}&algo=idastar&h=manhattan&speed=0`;

const text = (page, id) => page.getByTestId(id).textContent();
const digits = async (page, id) => Number((await text(page, id)).replace(/\D/g, ''));

/** The frontier chart's line: how many points it has and its last point (x = expanded). */
async function chartLine(page) {
  return page.getByTestId('chart-frontier').locator('polyline.series').first().evaluate((line) => {
    const [x, y] = (line.dataset.last ?? '').split(',').map(Number);
    return { points: line.getAttribute('points').trim().split(/\s+/).filter(Boolean).length, x, y };
  });
}

/** Waits until the page shows the search at expansion `step`, no seek under way. */
async function landed(page, step) {
  await page.waitForFunction((s) => {
    const get = (id) => document.querySelector(`[data-testid="${id}"]`)?.textContent ?? '';
    return get('stat-expanded').replace(/\D/g, '') === String(s) && !get('timeline-label').includes('going');
  }, step, { timeout: 30_000 });
}

test('a step=N link reopens with the chart drawn up to N, and Step back rewinds chart and counters together', async () => {
  const { page, errors } = await app.open(`${ASTAR}&step=300`);
  await landed(page, 300);
  const at300 = await chartLine(page);
  assert.ok(at300.points > 2, `the chart is filled, not empty (${at300.points} points)`);
  assert.equal(at300.x, 300, 'the chart ends where the counters are');
  assert.equal(at300.y, await digits(page, 'stat-frontier'), 'and shows the frontier the counter shows');
  await page.getByTestId('step-back').click();
  await landed(page, 299);
  const at299 = await chartLine(page);
  assert.equal(at299.x, 299, 'Step back shrinks the chart with the counters');
  // Far back on the timeline: nothing of the chart lies past the step shown.
  await page.getByTestId('timeline').fill('120');
  await landed(page, 120);
  const xs = await page.getByTestId('chart-frontier').locator('polyline.series').evaluateAll(
    (lines) => lines.map((l) => Number(l.dataset.last.split(',')[0])));
  assert.deepEqual(xs, [120, 120], 'frontier and closed both end at 120');
  assert.deepEqual(errors, []);
  await page.close();
});

test("IDA*'s first Step expands one node, the start, under the first bound h(start)", async () => {
  const { page, errors } = await app.open(IDA);
  await page.getByTestId('step').click();
  await page.getByTestId('stat-expanded').filter({ hasText: /^1$/ }).waitFor();
  assert.equal(await text(page, 'stat-g'), '0', 'the node expanded is the start');
  assert.deepEqual(await boardTiles(page), HARD8.split(',').map(Number));
  const h = await text(page, 'stat-h');
  assert.match(await text(page, 'narration'), new RegExp(`first bound = h\\(start\\) = ${h}\\b`));
  assert.doesNotMatch(await text(page, 'narration'), /raised/);
  // The bound list shows the iteration under way.
  assert.match(await page.getByTestId('bound-list').textContent(), new RegExp(`${h}\\s*1 so far`));
  await page.getByTestId('step').click();
  await page.getByTestId('stat-expanded').filter({ hasText: /^2$/ }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test("a clicker's PageDown steps the search and PageUp steps back; B steps back too", async () => {
  const { page, errors } = await app.open(IDA);
  await page.getByTestId('tiles-board').waitFor();
  for (const n of [1, 2, 3]) {
    await page.keyboard.press('PageDown');
    await landed(page, n);
  }
  await page.keyboard.press('PageUp');
  await landed(page, 2);
  await page.keyboard.press('b');
  await landed(page, 1);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the frontier list shows the next nodes in the order the search then expands them', async () => {
  const { page, errors } = await app.open(ASTAR.replace('speed=100', 'speed=0'));
  await page.getByTestId('step').click();
  await landed(page, 1);
  for (let n = 2; n <= 6; n += 1) {
    const items = page.getByTestId('frontier-list').locator('li');
    const count = await items.count();
    assert.ok(count >= 1 && count <= 5, `between one and five nodes listed (${count})`);
    const first = (await items.first().getAttribute('data-board')).split(',').map(Number);
    for (let i = 0; i < count; i += 1) {
      assert.match(await items.nth(i).textContent(), /g \d+ · h \d+ · f \d+/);
    }
    await page.keyboard.press('s');
    await landed(page, n);
    assert.deepEqual(await boardTiles(page), first, `expansion ${n} is the node listed first`);
  }
  // The 8-puzzle's heuristic tile by tile.
  await page.getByTestId('heuristic-view').locator('summary').click();
  const sum = await text(page, 'manhattan-sum');
  assert.match(sum, /Manhattan distance = .* = \d+\./);
  const marks = await page.getByTestId('heuristic-view').locator('sub').allTextContents();
  assert.equal(marks.map(Number).reduce((a, b) => a + b, 0), Number(sum.match(/= (\d+)\./)[1]),
    'the small numbers add up to the sum');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a link copied during solution playback reopens on that move with the solution shown', async () => {
  const { page, errors } = await app.open(`#/tiles?board=1,3,6,5,2,0,4,7,8&algo=astar&h=manhattan&speed=100`);
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor();
  await page.getByTestId('playback-next').click();
  await page.getByTestId('playback-next').click();
  await page.getByTestId('playback-next').click();
  await page.waitForFunction(() => location.hash.includes('move=3'));
  const link = await page.evaluate(() => location.hash);
  assert.match(link, /step=\d+/);
  const board = await boardTiles(page);
  const again = await app.open(link);
  await again.page.getByTestId('playback-position').filter({ hasText: /^Move 3 of 7$/ }).waitFor();
  assert.match(await text(again.page, 'status'), /^Solved: 7 moves/);
  assert.deepEqual(await boardTiles(again.page), board, 'the same board of the solution');
  assert.deepEqual(errors, []);
  assert.deepEqual(again.errors, []);
  await page.close();
  await again.page.close();
});

test('16 numbers typed while the 8-puzzle is chosen switch the board to 4×4', async () => {
  const { page, errors } = await app.open('#/tiles');
  await page.getByTestId('size-3').waitFor();
  await page.getByTestId('start-input').fill('1 2 3 4 5 6 7 8 9 10 11 12 13 14 0 15');
  await page.getByTestId('apply-input').click();
  await page.getByTestId('input-note').filter({ hasText: '15-puzzle (4×4)' }).waitFor();
  assert.equal(await page.getByTestId('size-4').getAttribute('aria-checked'), 'true');
  assert.equal(await page.getByTestId('error').count(), 0, 'no refusal');
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 0, 15]);
  // Before the pattern databases exist, the distance is an estimate, marked as one.
  assert.match(await text(page, 'distance-estimate'), /Estimate: at least 1 move\b/);
  assert.deepEqual(errors, []);
  await page.close();
});

/** The y-axis tick labels of each lane's chart. */
function laneTicks(page) {
  return page.locator('[data-testid^="chart-frontier-"]').evaluateAll((charts) =>
    charts.map((c) => [...c.querySelectorAll('.y-tick')].map((t) => t.textContent)));
}

test('race lanes share one y axis, log or linear, with 8-puzzle boards and depth-limited DFS to choose', async () => {
  const page = await app.chrome.browser.newPage({ viewport: { width: 1920, height: 1080 }, reducedMotion: 'reduce' });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${app.server.url}#/race?racers=bfs:manhattan,astar:manhattan&speed=50`);
  await page.getByTestId('race-preset').selectOption('eight20');
  assert.match(await page.getByTestId('race-start').inputValue(), /^7 2 4\s+5 0 6\s+8 3 1$/);
  const dfs = page.getByTestId('racer-algo-0').locator('option[value="dfs"]');
  assert.equal(await dfs.count(), 1, 'depth-limited DFS is a choice');
  for (let i = 0; i < 40; i += 1) await page.keyboard.press('s');
  await page.getByTestId('stat-expanded-1').filter({ hasText: /^40$/ }).waitFor();
  const lanes = await page.getByTestId('lane-0').boundingBox();
  assert.ok(lanes.y < 1080, `the lanes start above the fold (at ${lanes.y} px)`);
  const log = await laneTicks(page);
  assert.equal(log.length, 2);
  assert.deepEqual(log[0], log[1], 'one scale for both lanes');
  await page.getByTestId('race-y-scale').selectOption('linear');
  await page.waitForFunction(() => location.hash.includes('y=linear'));
  const linear = await laneTicks(page);
  assert.deepEqual(linear[0], linear[1], 'still one scale');
  assert.notDeepEqual(linear[0], log[0], 'the scale changed');
  assert.ok(linear[0].includes('0'), 'a linear axis starts at 0');
  // DFS says its depth limit.
  await page.getByTestId('racer-algo-0').selectOption('dfs');
  await page.getByTestId('race-depth-note').filter({ hasText: 'depth 30' }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a sweep whose first depth is past its last cannot be run, and says why before Run is pressed', async () => {
  const { page, errors } = await app.open('#/sweep?width=3');
  await page.getByTestId('sweep-from').fill('20');
  await page.getByTestId('sweep-from').blur();
  await page.getByTestId('sweep-to').fill('10');
  await page.getByTestId('sweep-to').blur();
  await page.getByTestId('run-blocked').filter({ hasText: 'past the last depth' }).waitFor();
  assert.equal(await page.getByTestId('run-sweep').isDisabled(), true);
  await page.getByTestId('sweep-to').fill('24');
  await page.getByTestId('sweep-to').blur();
  assert.equal(await page.getByTestId('run-sweep').isDisabled(), false);
  assert.equal(await page.getByTestId('run-blocked').count(), 0);
  assert.deepEqual(errors, []);
  await page.close();
});

test('hybrid A*+IDA* shows its two phases: A* until 100 frontier boards, then IDA* bounds from them', async () => {
  const { page, errors } = await app.open(`#/tiles?board=${HARD8}&algo=aida&h=manhattan&speed=0&teach=1`);
  assert.equal(await page.getByTestId('algorithm').inputValue(), 'aida');
  assert.match(await page.getByTestId('teach-note').textContent(), /A\* until its frontier holds 100 boards/);
  const title = page.locator('#teach-title');
  await page.getByTestId('step').click();
  await page.getByTestId('stat-expanded').filter({ hasText: /^1$/ }).waitFor();
  assert.match(await text(page, 'narration'), /^A\* phase: expanding the frontier node with the lowest f/);
  assert.match(await title.textContent(), /A\* \(best-first/, 'the A* phase shows A*\'s pseudocode');
  assert.equal(await page.getByTestId('bound-list').count(), 0, 'no IDA* iteration yet');
  // Step until A* hands over: the frontier reached 100 boards and the bound list appears.
  for (let i = 0; i < 200 && (await page.getByTestId('bound-list').count()) === 0; i++) {
    const before = await digits(page, 'stat-expanded');
    await page.getByTestId('step').click();
    await page.waitForFunction((n) =>
      document.querySelector('[data-testid="stat-expanded"]').textContent.replace(/\D/g, '') !== String(n), before);
  }
  assert.match(await text(page, 'narration'), /IDA\* phase, f-bound \d+/);
  assert.match(await title.textContent(), /IDA\*/, 'then IDA*\'s');
  assert.ok(await page.getByTestId('stat-bound').isVisible(), 'the bound is shown beside the closed set');
  // Played to the end: the optimal 31 moves.
  await page.getByTestId('speed').fill('100');
  await page.getByTestId('play').click();
  await page.getByTestId('stat-cost').filter({ hasText: '31 moves' }).waitFor({ timeout: 60_000 });
  assert.match(await text(page, 'narration'), /this one is optimal/);
  assert.deepEqual(errors, []);
  await page.close();
});
