// The Long Tasks API, shared by the tests that hold the page to the 50 ms budget.

/** The budget from the issues: no main-thread task over this many milliseconds. */
export const BUDGET_MS = 50;

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
