// The GA pages' runs in the Web Worker against the same seeded runs natively (`lab`,
// release build), measured in one session so machine noise cancels.
//   node bench-ga.js        (needs a release dist/ from `trunk build --release`)
// The browser figure is the worker's own stepping time ("Time evolving", `stat-seconds`),
// the native one `lab`'s `seconds`; both runs end at the same generation (checked).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { serveDist, launchBrowser } from './lib/harness.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// A hard puzzle (forum_hardest_1): the run goes the full 150 generations.
const HARD = '........8..3...4...9..2..6.....79.......612...6.5.2.7...8...5...1.....2.4.5.....3';

// Consecutive cases open different pages, so each starts on a freshly mounted page.
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

const server = await serveDist();
const chrome = await launchBrowser();
try {
  const page = await chrome.browser.newPage();
  console.log('run                                                  worker s   native s   worker/native');
  for (const c of CASES) {
    await page.goto(server.url + c.hash);
    await page.getByTestId('play').click();
    await page.getByTestId('status').filter({ hasText: /(Solved|solved|Stopped)/ }).waitFor({ timeout: 600_000 });
    const worker = parseFloat(await page.getByTestId('stat-seconds').textContent());
    const generations = Number((await page.getByTestId('stat-generation').textContent()).replace(/\D/g, ''));
    const out = execFileSync('cargo', ['run', '--quiet', '--release', '--bin', 'lab', '--', ...c.lab, '--json'], { cwd: ROOT, encoding: 'utf8' });
    const native = JSON.parse(out.trim().split('\n')[0]);
    const same = native.generations === generations ? '' : `  (generations differ: ${generations} vs ${native.generations})`;
    console.log(`${c.name.padEnd(52)} ${worker.toFixed(3).padStart(8)} ${native.seconds.toFixed(3).padStart(10)} ${(worker / native.seconds).toFixed(2).padStart(15)}${same}`);
  }
} finally {
  await chrome.close();
  await server.close();
}
