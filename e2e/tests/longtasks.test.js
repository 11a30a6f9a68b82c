// The long-task budget: while a solver animates, no main-thread task runs longer than
// 50 ms. Each page is opened, started at its heaviest animated setting, warmed up, and
// then watched with the Long Tasks API for a few hundred animation frames.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadavg, cpus } from 'node:os';
import { useApp, frames, openAfresh } from '../lib/harness.js';
import { budgetNow, watchLongTasks } from '../lib/longtasks.js';

const app = useApp();

/** Frames let pass after Play before watching (the first run's set-up, the wasm's warm-up). */
const WARM_UP_FRAMES = 30;
/** Frames watched. */
const WATCHED_FRAMES = 240;

// A hard puzzle for the GA pages (the GA does not solve it in the watched frames).
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
// A grid that static ordering without inference takes tens of millions of assignments to
// solve: the puzzle built against brute force (its first row is empty and its solution's
// first row is 987654321, the last digits natural order tries). The page refuses a grid
// with no solution as it is opened, so the grid must be solvable; HARD above takes only
// 1.7 M assignments, which a quiet machine runs before the first watched frame.
const NEVER_ENDING = '..............3.85..1.2.......5.7.....4...1...9.......5......73..2.1........4...9';
// Korf's first 15-puzzle, 57 moves from the blank-first goal: A* and IDA* with Manhattan
// distance expand far more nodes than any watch lasts.
const KORF1 = '14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3';
// The same puzzle for the blank-last goal (the race's): turned half a turn with every tile
// t renamed 16 - t, which maps the one goal onto the other and keeps every distance.
const KORF1_BLANK_LAST = KORF1.split(',').reverse().map((t) => (t === '0' ? 0 : 16 - Number(t))).join(',');
// The farthest 8-puzzle boards are 31 moves away: BFS's tree grows to all 181,440 states.
const FARTHEST_8 = '8,6,7,2,5,4,3,0,1';

/** Windows watched at most: the first one inside the budget passes. */
const WINDOWS = 6;

/**
 * Clicks Play (or the page's `start` button), lets the run warm up, then watches it for up to `WINDOWS` windows of
 * `WATCHED_FRAMES` frames. Each window must see the run still animating (`progress()`
 * changes). The budget holds when one whole window has no task over the budget (50 ms,
 * stretched by the load per core: see `budgetNow`): on this shared 2-core VM a task's
 * wall-clock duration includes time the page waited for a core while other processes ran,
 * whereas work of our own that breaks the budget does so in every window, so the test
 * still fails on it. The failure message names every window's worst tasks.
 */
async function assertSmooth(page, label, progress, start = 'play') {
  await page.getByTestId(start).click();
  await frames(page, WARM_UP_FRAMES);
  const seen = [];
  for (let window = 1; window <= WINDOWS; window += 1) {
    const before = await progress();
    const watch = await watchLongTasks(page);
    await frames(page, WATCHED_FRAMES);
    const tasks = await watch.stop();
    const after = await progress();
    assert.notEqual(after, before, `${label}: the run did not move while it was watched`);
    const worst = [...tasks].sort((a, b) => b.duration - a.duration).slice(0, 5);
    const budget = budgetNow();
    const over = tasks.filter((t) => t.duration > budget);
    console.log(`${label}, window ${window} (budget ${budget} ms): ${tasks.length} long task(s), worst ${worst.map((t) => `${t.duration} ms`).join(', ') || 'none'}`);
    if (over.length === 0) return;
    seen.push(`window ${window}: ${over.length} over ${budget} ms, worst ${worst.map((t) => `${t.duration} ms`).join(', ')}`);
  }
  assert.fail(
    `${label}: main-thread tasks over the budget in every window (${seen.join('; ')})` +
      ` (machine load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores: wall-clock durations include time the page waited for a core)`,
  );
}

/**
 * For a page whose run is short however it is set (the search tree: an 8-puzzle has
 * 181,440 states): watches the whole run, from the click on `start` to `done`, up to
 * `WINDOWS` times (`reset` between). The budget holds when one whole run has no task
 * over 50 ms; the failure message names every run's worst tasks.
 */
async function assertSmoothToEnd(page, label, { start, reset, done }) {
  const seen = [];
  for (let window = 1; window <= WINDOWS; window += 1) {
    if (window > 1) await page.getByTestId(reset).click();
    const watch = await watchLongTasks(page);
    await page.getByTestId(start).click();
    await page.getByTestId('status').filter({ hasText: done }).waitFor();
    await frames(page, 2);
    const tasks = await watch.stop();
    const worst = [...tasks].sort((a, b) => b.duration - a.duration).slice(0, 5);
    const budget = budgetNow();
    const over = tasks.filter((t) => t.duration > budget);
    console.log(`${label}, run ${window} (budget ${budget} ms): ${tasks.length} long task(s), worst ${worst.map((t) => `${t.duration} ms`).join(', ') || 'none'}`);
    if (over.length === 0) return;
    seen.push(`run ${window}: ${over.length} over ${budget} ms, worst ${worst.map((t) => `${t.duration} ms`).join(', ')}`);
  }
  assert.fail(`${label}: main-thread tasks over the budget in every run (${seen.join('; ')}) (machine load ${loadavg()[0].toFixed(1)})`);
}

// Each page at its heaviest animated setting: where to open it, the element to wait for,
// and the counter that must keep moving while it is watched.
const PAGES = [
  {
    label: 'the Sudoku CSP solver at full speed, static ordering, no inference',
    hash: `#/sudoku?mode=solve&puzzle=${NEVER_ENDING}&var=static&val=natural&inf=none&singles=off&speed=100`,
    ready: 'sudoku-grid',
    counter: 'stat-assignments',
  },
  {
    label: 'the magic-square GA at population 1,000',
    hash: '#/magic?n=8&preset=seed004&population=1000&seed=1&speed=100',
    ready: 'magic-grid',
    counter: 'stat-generation',
  },
  {
    label: 'the Sudoku GA at population 1,000',
    hash: `#/ga/sudoku?puzzle=${HARD}&preset=seed001&population=1000&seed=1&speed=100`,
    ready: 'sudoku-grid',
    counter: 'stat-generation',
  },
  {
    label: 'the tile page, A* on a hard 15-puzzle at full speed',
    hash: `#/tiles?board=${KORF1}&goal=blank-first&algo=astar&h=manhattan&speed=100&cap=5000000`,
    ready: 'tiles-board',
    counter: 'stat-expanded',
  },
  {
    label: 'the race, three searches on a hard 15-puzzle at full speed',
    hash: `#/race?board=${KORF1_BLANK_LAST}&racers=astar:manhattan,idastar:manhattan,astar:linear-conflict&speed=100`,
    ready: 'play',
    counter: 'stat-expanded-1',
  },
  {
    label: 'compare, BFS and UCS on two deep boards in the worker',
    hash: '#/compare?cases=start41,start37_1&random=0&algos=bfs,ucs&hs=manhattan&time=600&cap=100000000',
    ready: 'run-compare',
    start: 'run-compare',
    counter: 'compare-progress',
  },
  {
    label: 'the sweep, 220 BFS runs in the worker',
    hash: '#/sweep?width=3&from=20&to=30&step=1&per=20&algos=bfs',
    ready: 'run-sweep',
    start: 'run-sweep',
    counter: 'sweep-progress',
  },
  {
    label: 'experiments, order-10 magic squares in the worker',
    hash: '#/experiments?family=magic&magic-preset=seed004&orders=10&crossovers=pmx,cx&populations=&runs=5&seed=1&seconds=60',
    ready: 'experiment-run',
    start: 'experiment-run',
    counter: 'status',
  },
  {
    label: 'the Sudoku compare, 100 hard puzzles × 4 configurations in the worker',
    hash: `#/sudoku?mode=compare&puzzle=${HARD}`,
    ready: 'compare-run',
    setup: (page) => page.getByTestId('compare-source').selectOption('forum100'),
    start: 'compare-run',
    counter: 'compare-progress',
  },
];

test('long tasks: the search tree, BFS run to the end from a farthest 8-puzzle board', async () => {
  const { page, errors } = await app.open(`#/tree?board=${FARTHEST_8}&algo=bfs`);
  await page.getByTestId('run').waitFor();
  await assertSmoothToEnd(page, 'the search tree, BFS to the end', { start: 'run', reset: 'reset', done: 'Solved after 181' });
  assert.deepEqual(errors, []);
  await page.close();
});

// The deceptive-states page starts its worker job (IDA* on two 37-move boards) as it opens:
// watch from the first render (the `puzzle-lab-rendered` mark) until both rows are in.
test('long tasks: the deceptive states, IDA* in the worker as the page opens', async () => {
  const { page, errors } = await app.open('#/');
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: Math.round(e.duration) });
    }).observe({ type: 'longtask', buffered: true });
  });
  const seen = [];
  for (let window = 1; window <= WINDOWS; window += 1) {
    await openAfresh(page, new URL('#/deceptive', page.url()).href);
    await page.getByTestId('deceptive-explanation').waitFor({ timeout: 60_000 });
    const tasks = await page.evaluate(() => {
      const rendered = performance.getEntriesByName('puzzle-lab-rendered')[0]?.startTime ?? 0;
      return window.__longTasks.filter((t) => t.start >= rendered);
    });
    const worst = tasks.map((t) => t.duration).sort((a, b) => b - a).slice(0, 5);
    console.log(`the deceptive states, load ${window}: ${tasks.length} long task(s) after the first render, worst ${worst.join(' ms, ') || 'none'}`);
    const budget = budgetNow();
    if (worst.every((d) => d <= budget)) break;
    seen.push(`load ${window}: worst ${worst.join(' ms, ')} ms over ${budget} ms`);
    if (window === WINDOWS) assert.fail(`the deceptive states: tasks over the budget on every load (${seen.join('; ')})`);
  }
  assert.deepEqual(errors, []);
  await page.close();
});

for (const p of PAGES) {
  test(`long tasks: ${p.label}`, async () => {
    const { page, errors } = await app.open(p.hash);
    await page.getByTestId(p.ready).waitFor();
    await p.setup?.(page);
    await assertSmooth(page, p.label, () => page.getByTestId(p.counter).textContent(), p.start);
    assert.deepEqual(errors, []);
    await page.close();
  });
}
