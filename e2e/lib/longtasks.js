// The Long Tasks API, shared by the tests that hold the page to the 50 ms budget.
import { loadavg, cpus } from 'node:os';

/** The budget from the issues: no main-thread task over this many milliseconds. */
export const BUDGET_MS = 50;

/**
 * The budget a task's wall-clock duration is held to right now: `BUDGET_MS` while a core
 * is free, stretched by the load per core while other processes keep every core busy (a
 * task that waited half its time for a core took twice as long on the clock). What these
 * tests guard against, work that is not sliced (a whole replay, a whole build), takes
 * hundreds of milliseconds of its own, so it still fails.
 */
export function budgetNow() {
  return Math.round(BUDGET_MS * Math.max(1, loadavg()[0] / cpus().length));
}

/**
 * Starts watching long tasks in the page; `stop()` resolves to every task seen since,
 * as `{ start, duration }` in milliseconds.
 */
export async function watchLongTasks(page) {
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
