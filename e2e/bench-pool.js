// The experiments page's pool of workers: the same experiment of 32 GA runs with
// `workers=1` and with `workers=2`, in one browser session, alternating, so machine noise
// falls on both alike.
//   node bench-pool.js        (needs a release dist/ from `trunk build --release --features test-hooks`)
// Prints each round's wall-clock time from Run to "Finished", the medians and their ratio
// (two workers' time over one worker's). The two CSVs are checked to hold the same runs.
import { serveDist, launchBrowser } from './lib/harness.js';
import { loadavg, cpus } from 'node:os';

// 4 crossovers × 8 runs on order-6 magic squares (population 1,000) = 32 runs, each ended by success or by
// its generation limit (never by the clock).
const PLAN = '#/experiments?family=magic&magic-preset=seed004&orders=6&crossovers=pmx,inversion,ox,cx&populations=1000&runs=8&seed=1&seconds=600&generations=200';
const RUNS = 32;
const ROUNDS = Number(process.env.ROUNDS ?? 3);

/** The middle value (the mean of the two middle ones for an even count). */
function median(xs) {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** One run of the plan with `workers` workers: seconds from Run to the end, and the runs table. */
async function timed(chrome, base, workers) {
  const page = await chrome.browser.newPage();
  await page.goto(`${base}${PLAN}&workers=${workers}`);
  await page.getByTestId('experiment-run').waitFor();
  // Let the first worker load before the clock starts (the others load after Run, as
  // they would for a user).
  await page.waitForFunction(() => window.__puzzleLabWorkers?.length >= 1);
  const started = Date.now();
  await page.getByTestId('experiment-run').click();
  await page.getByTestId('status').filter({ hasText: `Finished after ${RUNS} runs.` }).waitFor({ timeout: 1_800_000 });
  const seconds = (Date.now() - started) / 1000;
  const rows = await page.getByTestId('experiment-runs').locator('tbody tr').evaluateAll(
    (trs) => trs.map((tr) => [...tr.cells].map((c) => c.textContent).filter((_, i) => i !== 4).join('|')),
  );
  await page.close();
  return { seconds, rows };
}

const server = await serveDist();
const chrome = await launchBrowser();
try {
  const times = { 1: [], 2: [] };
  let reference;
  for (let round = 1; round <= ROUNDS; round += 1) {
    for (const workers of round % 2 ? [1, 2] : [2, 1]) {
      const { seconds, rows } = await timed(chrome, server.url, workers);
      reference ??= rows;
      if (JSON.stringify(rows) !== JSON.stringify(reference)) throw new Error(`workers=${workers}: the runs differ`);
      times[workers].push(seconds);
      console.log(`round ${round}, workers=${workers}: ${seconds.toFixed(2)} s (load ${loadavg()[0].toFixed(1)} on ${cpus().length} cores)`);
    }
  }
  const one = median(times[1]);
  const two = median(times[2]);
  console.log(`median: workers=1 ${one.toFixed(2)} s, workers=2 ${two.toFixed(2)} s; ratio ${(two / one).toFixed(2)}`);
} finally {
  await chrome.close();
  await server.close();
}
