// What scrubbing the tile page's timeline costs on a long run: a search is opened at
// expansion END by a link (`step=`), then the slider is moved to the middle, back to
// the end, and one step back. For each seek: the wall time (polled every 50 ms) until the page shows that
// expansion and the longest main-thread task meanwhile (Long Tasks API).
//   node bench-timeline.js [END]   (needs a release dist/ from `trunk build --release --features test-hooks`)
import { serveDist, launchBrowser } from './lib/harness.js';

const END = Number(process.argv[2] ?? 1_000_000);
// Korf's first 15-puzzle: far more than END expansions to solve with these heuristics.
const BOARD = '14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3';
const ONLY = process.argv[3];
const ALL = [
  ['A*, Manhattan', `#/tiles?board=${BOARD}&goal=blank-first&algo=astar&h=manhattan&cap=5000000&speed=100`],
  ['IDA*, Manhattan', `#/tiles?board=${BOARD}&goal=blank-first&algo=idastar&h=manhattan&speed=100`],
];
const CASES = ALL.filter(([name]) => !ONLY || name.startsWith(ONLY));

/** Waits until the timeline is at `step`; returns the ms taken and the longest task. */
async function timeTo(page, step, move) {
  await page.evaluate(() => {
    window.__longest = 0;
    window.__observer?.disconnect();
    window.__observer = new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longest = Math.max(window.__longest, e.duration);
    });
    window.__observer.observe({ type: 'longtask' });
  });
  const t0 = Date.now();
  await move();
  await page.waitForFunction((s) => document.querySelector('[data-testid="timeline"]')?.value === String(s)
    && document.querySelector('[data-testid="stat-expanded"]')?.textContent.replace(/\D/g, '') === String(s),
  step, { timeout: 600_000, polling: 50 });
  // (After a navigation the observer is gone: no longest task.)
  return { ms: Date.now() - t0, longest: await page.evaluate(() => window.__longest ?? NaN) };
}

const server = await serveDist();
const chrome = await launchBrowser();
try {
  console.log(`seek on the tile page, run opened at expansion ${END}`);
  console.log('search               seek to          wall ms   longest task ms');
  for (const [name, hash] of CASES) {
    // A fresh page per case: the link is read as the page opens.
    const page = await chrome.browser.newPage();
    await page.goto('about:blank');
    const open = await timeTo(page, END, () => page.goto(`${server.url}${hash}&step=${END}`));
    const row = (what, r) => console.log(`${name.padEnd(20)} ${what.padEnd(16)} ${r.ms.toFixed(0).padStart(8)} ${r.longest.toFixed(0).padStart(16)}`);
    row(`link ${END}`, open);
    const mid = END / 2;
    row(`middle ${mid}`, await timeTo(page, mid, () => page.getByTestId('timeline').fill(String(mid))));
    row(`end ${END}`, await timeTo(page, END, () => page.getByTestId('timeline').fill(String(END))));
    row(`back ${END - 1}`, await timeTo(page, END - 1, () => page.getByTestId('step-back').click()));
    await page.close();
  }
} finally {
  await chrome.close();
  await server.close();
}
