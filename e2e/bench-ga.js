// The GA pages' runs in the Web Worker against the same seeded runs natively (`lab`,
// release build), measured in one session so machine noise cancels.
//   node bench-ga.js        (needs a release dist/ from `trunk build --release --features test-hooks`)
// The browser figure is the worker's own stepping time ("Time evolving", `stat-seconds`),
// the native one `lab`'s `seconds`; both runs end at the same generation (checked).
// Each round opens every case on a freshly mounted page (a new worker, whose wasm V8 has
// only baseline-compiled: "cold"), then presses Reset and Play on that page ("warm": V8 has
// optimised the hot functions), and runs `lab` once; the table gives each column's median
// over the rounds (ROUNDS=5 by default) and the two ratios of medians.
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDist, launchBrowser } from './lib/harness.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// A hard puzzle (forum_hardest_1): the run goes the full 150 generations.
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

const CASES = [
  {
    name: 'magic seed004, order 6, population 1,000, 300 gens',
    hash: '#/magic?n=6&preset=seed004&population=1000&generations=300&seed=1&speed=100',
    lab: ['magic', '--n', '6', '--preset', 'seed004', '--population', '1000', '--max-generations', '300', '--seed', '1'],
  },
  {
    name: 'Sudoku GA seed001, population 1,000, 150 generations',
    hash: `#/ga/sudoku?puzzle=${HARD}&preset=seed001&population=1000&generations=150&seed=1&speed=100`,
    lab: ['sudoku', '--solver', 'ga', '--preset', 'seed001', '--population', '1000', '--max-generations', '150', '--seed', '1', '--grid', HARD],
  },
  {
    name: 'magic best, order 40',
    hash: '#/magic?n=40&preset=best&seed=1&speed=100',
    lab: ['magic', '--n', '40', '--preset', 'best', '--seed', '1'],
  },
];

const ROUNDS = Number(process.env.ROUNDS ?? 5);

/** The middle value (the mean of the two middle ones for an even count). */
function median(xs) {
  const v = [...xs].sort((a, b) => a - b);
  const m = Math.floor(v.length / 2);
  return v.length % 2 ? v[m] : (v[m - 1] + v[m]) / 2;
}

/** Plays the page's run to its end: the worker's seconds and the final generation. */
async function playToEnd(page) {
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: /(Solved|solved|Stopped)/ }).waitFor({ timeout: 600_000 });
  return {
    seconds: parseFloat(await page.getByTestId('stat-seconds').textContent()),
    generations: Number((await page.getByTestId('stat-generation').textContent()).replace(/\D/g, '')),
  };
}

const server = await serveDist();
const chrome = await launchBrowser();
try {
  const page = await chrome.browser.newPage();
  const times = CASES.map(() => ({ cold: [], warm: [], native: [] }));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [i, c] of CASES.entries()) {
      // Home first: two cases on one page kind would otherwise share a mounted page.
      await page.goto(`${server.url}#/`);
      await page.goto(server.url + c.hash);
      const cold = await playToEnd(page);
      await page.getByTestId('reset').click();
      const warm = await playToEnd(page);
      const out = execFileSync('cargo', ['run', '--quiet', '--release', '--bin', 'lab', '--', ...c.lab, '--json'], { cwd: ROOT, encoding: 'utf8' });
      const native = JSON.parse(out.trim().split('\n')[0]);
      for (const run of [cold, warm]) {
        if (run.generations !== native.generations) {
          throw new Error(`${c.name}: the browser ended at generation ${run.generations}, lab at ${native.generations}`);
        }
      }
      times[i].cold.push(cold.seconds);
      times[i].warm.push(warm.seconds);
      times[i].native.push(native.seconds);
    }
  }
  console.log(`medians over ${ROUNDS} rounds (seconds)`);
  console.log('run                                                    cold     warm   native   cold/native   warm/native');
  for (const [i, c] of CASES.entries()) {
    const [cold, warm, native] = [median(times[i].cold), median(times[i].warm), median(times[i].native)];
    console.log(`${c.name.padEnd(52)} ${cold.toFixed(3).padStart(7)}  ${warm.toFixed(3).padStart(7)}  ${native.toFixed(3).padStart(7)}  ${(cold / native).toFixed(2).padStart(12)}  ${(warm / native).toFixed(2).padStart(12)}`);
  }
} finally {
  await chrome.close();
  await server.close();
}
