// The long-task budget: while a solver animates, no main-thread task runs longer than
// 50 ms. Each page is opened, started at its heaviest animated setting, warmed up, and
// then watched with the Long Tasks API for a few hundred animation frames.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadavg, cpus } from 'node:os';
import { useApp, frames } from '../lib/harness.js';

const app = useApp();

/** The budget from the issues: no main-thread task over this many milliseconds. */
const BUDGET_MS = 50;
/** Frames let pass after Play before watching (the first run's set-up, the wasm's warm-up). */
const WARM_UP_FRAMES = 30;
/** Frames watched. */
const WATCHED_FRAMES = 240;

// A hard puzzle for the GA pages (the GA does not solve it in the watched frames).
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';
// A grid static ordering without inference can never finish: the ninth row's givens leave
// only 9 for r9c9, which the given 9 in r1c9 forbids, and static ordering fills every cell of
// rows 1-8 in every way it can before it reaches r9c9. A solvable puzzle is a race: HARD above
// takes 1.7 M assignments, which a quiet machine runs before the first watched frame.
const NEVER_ENDING = `${'.'.repeat(8)}9${'.'.repeat(63)}12345678.`;

/**
 * Starts watching long tasks in the page; `stop()` resolves to every task seen since,
 * as `{ start, duration }` in milliseconds.
 */
async function watchLongTasks(page) {
  await page.evaluate(() => {
    window.__longTasks = [];
    window.__longTaskObserver = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: Math.round(e.startTime), duration: Math.round(e.duration) });
    });
    window.__longTaskObserver.observe({ type: 'longtask' });
  });
  return {
    stop: () => page.evaluate(() => {
      window.__longTaskObserver.disconnect();
      return window.__longTasks;
    }),
  };
}

/** Windows watched at most: the first one inside the budget passes. */
const WINDOWS = 3;

/**
 * Clicks Play, lets the run warm up, then watches it for up to `WINDOWS` windows of
 * `WATCHED_FRAMES` frames. Each window must see the run still animating (`progress()`
 * changes). The budget holds when one whole window has no task over 50 ms: on this shared
 * 2-core VM a task's wall-clock duration includes time the page waited for a core while
 * other processes ran, whereas work of our own that breaks the budget does so in every
 * window, so the test still fails on it. The failure message names every window's worst tasks.
 */
async function assertSmooth(page, label, progress) {
  await page.getByTestId('play').click();
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
    const over = tasks.filter((t) => t.duration > BUDGET_MS);
    console.log(`${label}, window ${window}: ${tasks.length} long task(s), worst ${worst.map((t) => `${t.duration} ms`).join(', ') || 'none'}`);
    if (over.length === 0) return;
    seen.push(`window ${window}: ${over.length} over ${BUDGET_MS} ms, worst ${worst.map((t) => `${t.duration} ms`).join(', ')}`);
  }
  assert.fail(
    `${label}: main-thread tasks over ${BUDGET_MS} ms in every window (${seen.join('; ')})` +
      ` (machine load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores: wall-clock durations include time the page waited for a core)`,
  );
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
];

for (const p of PAGES) {
  test(`long tasks: ${p.label}`, async () => {
    const { page, errors } = await app.open(p.hash);
    await page.getByTestId(p.ready).waitFor();
    await assertSmooth(page, p.label, () => page.getByTestId(p.counter).textContent());
    assert.deepEqual(errors, []);
    await page.close();
  });
}
