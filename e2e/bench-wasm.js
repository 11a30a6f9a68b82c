// Speed of the engine in WebAssembly (the page's Web Worker) against the same engine
// natively (`lab`, release build), measured in one session so machine noise cancels.
//   node bench-wasm.js        (needs a release dist/ from `trunk build --release --features test-hooks`)
//   node bench-wasm.js korf   Korf's 100 with IDA* + 6-6-3 pattern databases: the worker's
//                             wasm (messages straight to the tile page's worker) against
//                             `lab --h pdb` natively; solving time only, builds reported apart.
//   node bench-wasm.js korf aida   the same with hybrid A*+IDA* (`--algo aida`) on both sides.
//   node bench-wasm.js korf aida 7-7-1   the same with the 7-7-1 databases (`--pdb-split`):
//                             the worker builds them first (about two minutes, 450 MB).
//   node bench-wasm.js sudoku (the Sudoku part only: the fast solver on the forum's hardest
//                             set in the worker against the release `sudoku_fast` example,
//                             then the CSP stepper through the compare page)
//   node bench-wasm.js sudoku-fast (the fast solver's part only)
import { execFileSync, spawnSync } from 'node:child_process';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { serveDist, launchBrowser } from './lib/harness.js';

const ROOT = fileURLToPath(new URL('../', import.meta.url));
// Misplaced tiles makes runs heavy enough (0.005–1 s natively) that the worker's coarse
// clock (0.1 ms) does not matter; A* on the larger boards ends at the 1,000,000 cap (Mem).
const H = 'misplaced';
const JOBS = [
  { cases: ['start23', 'start24', 'start30', 'start36', 'start37_2'], algo: 'astar' },
  { cases: ['start23', 'start24', 'start30'], algo: 'idastar' },
];

function csvRows(text) {
  const [header, ...lines] = text.trim().split('\n');
  const keys = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((v, i) => [keys[i], v])));
}

/** Clicks the button `testid` and returns the rows of the CSV it downloads. */
async function downloadCsv(page, testid) {
  const download = page.waitForEvent('download');
  await page.getByTestId(testid).click();
  const chunks = [];
  for await (const chunk of await (await download).createReadStream()) chunks.push(chunk);
  return csvRows(Buffer.concat(chunks).toString('utf8'));
}

// Sudoku: the bundled first 100 of the forum's hardest list, default CSP configuration
// (MRV, natural, AC-3, singles on), through the worker's compare job and through `lab
// sudoku --json`; the total of the per-puzzle seconds, best of three rounds each.
const SUDOKU_SET = { menu: 'forum100', file: 'static/sudoku/forum_hardest_first100.txt' };
const SUDOKU_CONFIG = { var: 'mrv', val: 'natural', inf: 'ac3', singles: 'on' };

/** Runs the compare job on the page as set up, and returns the CSV's rows. */
async function sudokuCompareRows(page) {
  await page.getByTestId('compare-run').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'Finished' }).waitFor({ timeout: 600000 });
  const rows = await downloadCsv(page, 'compare-csv');
  if (rows.length !== 100 || rows.some((r) => r.outcome !== 'solved')) throw new Error(`sudoku: expected 100 solved rows, got ${rows.length}`);
  return rows.reduce((a, r) => a + Number(r.seconds), 0);
}

// The fast solver (the one `count_solutions` uses) on the whole forum-hardest set: the
// worker's `SudokuFastSolve` request against the `sudoku_fast` example natively, both
// solving the set PASSES times over with the same engine function (`fast_solve_batch`).
// PASSES is chosen so the worker's run lasts over a second (its clock has 0.1 ms steps).
// The first pass in a fresh worker (baseline-compiled wasm, before the engine tiers up)
// is reported apart. Then FAST_ROUNDS rounds alternate the two sides, each timed two
// ways: wall clock (the worker's `performance.now()`; the example's best of its three
// `Instant` runs) and CPU time (the renderer processes' from Chrome, as for Korf's
// 100; the example's user + system time over its 1 + 3 × PASSES passes, per pass). The
// medians of the per-round ratios are reported, with the load average: on this shared
// 2-core machine the CPU ratio is the one to quote.
const FAST_SET = '../shared/data/sudoku_forum_hardest_1106.txt';
const FAST_ROUNDS = 5;

/** Sends one fast-solve request to the page's worker; resolves with its answer. */
function workerFastSolve(page, puzzles, passes, job) {
  return page.evaluate(({ puzzles, passes, job }) => new Promise((resolve, reject) => {
    const worker = window.__puzzleLabWorker;
    const timer = setTimeout(() => { worker.removeEventListener('message', on); resolve(null); }, passes === 1 ? 3000 : 600000);
    function on(e) {
      if (typeof e.data !== 'string') return; // the worker's binary replies are for the page
      const msg = JSON.parse(e.data);
      const done = msg.SudokuFastSolved;
      if (msg.Error) reject(new Error(msg.Error.message));
      if (!done || done.job !== job) return;
      clearTimeout(timer);
      worker.removeEventListener('message', on);
      resolve(done);
    }
    worker.addEventListener('message', on);
    worker.postMessage(JSON.stringify({ SudokuFastSolve: { job, puzzles, passes } }));
  }), { puzzles, passes, job });
}

/** The `sudoku_fast` example's answer for `passes`, with `cpu`: its CPU seconds per pass. */
function nativeFastSolve(passes) {
  const { stdout, cpu } = timedRun(['./target/release/examples/sudoku_fast', FAST_SET, String(passes)]);
  return { ...JSON.parse(stdout.trim().split('\n').at(-1)), cpu: cpu / (1 + 3 * passes) };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const load = () => os.loadavg()[0].toFixed(1);

async function sudokuFast(page) {
  const text = (await import('node:fs')).readFileSync(new URL(`../${FAST_SET}`, import.meta.url), 'utf8');
  const puzzles = text.split('\n').map((l) => l.trim()).filter((l) => l.length >= 81 && !l.startsWith('#'));
  execFileSync('cargo', ['build', '--quiet', '--release', '--example', 'sudoku_fast'], { cwd: ROOT });
  await page.goto('about:blank');
  await page.goto(`${server.url}#/tiles`);
  await page.waitForFunction(() => window.__puzzleLabWorker);
  // A request sent while the worker's wasm still loads is lost: retry the one-pass
  // warm-up until it is answered. A second warm-up (the engine has tiered up by then)
  // sets the number of passes.
  let cold = null;
  for (let job = 1; !cold && job < 20; job++) cold = await workerFastSolve(page, puzzles, 1, job);
  if (!cold) throw new Error('sudoku fast: the worker never answered');
  const five = await workerFastSolve(page, puzzles, 5, 50);
  const passes = Math.max(1, Math.ceil((1.5 * 5) / Math.max(five.seconds, 1e-4)));
  const cdp = await chrome.browser.newBrowserCDPSession();
  const rounds = [];
  let native1 = Infinity;
  for (let round = 0; round < FAST_ROUNDS; round++) {
    const cpu0 = await rendererCpu(cdp);
    const w = await workerFastSolve(page, puzzles, passes, 100 + round);
    w.cpu = (await rendererCpu(cdp)) - cpu0;
    const n = nativeFastSolve(passes);
    if (w.batch.solved !== puzzles.length * passes || n.solved !== w.batch.solved) throw new Error(`sudoku fast: solved ${w.batch.solved} in wasm, ${n.solved} natively, of ${puzzles.length * passes}`);
    if (n.guesses !== w.batch.guesses) throw new Error(`sudoku fast: ${w.batch.guesses} guesses in wasm, ${n.guesses} natively`);
    const r = { wall: w.seconds / n.seconds, cpu: w.cpu / passes / n.cpu, load: load() };
    native1 = Math.min(native1, n.seconds / passes);
    rounds.push(r);
    console.log(`round ${round + 1} (load ${r.load}): wasm ${w.seconds.toFixed(3)} s wall, ${w.cpu.toFixed(3)} s CPU; native ${n.seconds.toFixed(3)} s wall, ${(n.cpu * passes).toFixed(3)} s CPU; wasm/native wall ${r.wall.toFixed(2)}, CPU ${r.cpu.toFixed(2)}`);
  }
  const guesses = five.batch.guesses / (puzzles.length * 5);
  const rate = (s) => Math.round(puzzles.length / s);
  console.log(`sudoku fast solver, forum hardest (${puzzles.length} puzzles × ${passes} passes, ${guesses.toFixed(1)} guesses/puzzle), median of ${FAST_ROUNDS} rounds: wasm/native CPU ${median(rounds.map((r) => r.cpu)).toFixed(2)}, wall ${median(rounds.map((r) => r.wall)).toFixed(2)} (native best ${rate(native1)}/s; load ${rounds.map((r) => r.load).join(', ')})`);
  console.log(`  first pass in a fresh worker (warm-up, not in the median): ${cold.seconds.toFixed(3)} s, ${(cold.seconds / native1).toFixed(2)}× native`);
}

/** The renderer processes' CPU seconds so far (the workers run as their threads). */
async function rendererCpu(cdp) {
  const { processInfo } = await cdp.send('SystemInfo.getProcessInfo');
  return processInfo.filter((p) => p.type === 'renderer').reduce((a, p) => a + p.cpuTime, 0);
}

/** Runs `argv` in the repository; its stdout and user + system CPU seconds. */
function timedRun(argv) {
  const run = spawnSync('bash', ['-c', `TIMEFORMAT='%U %S'; time ${argv.join(' ')} >/tmp/bench-wasm-$$.out 2>/dev/null; cat /tmp/bench-wasm-$$.out; rm -f /tmp/bench-wasm-$$.out`], { cwd: ROOT, encoding: 'utf8' });
  const [user, sys] = run.stderr.trim().split('\n').at(-1).split(' ').map(Number);
  return { stdout: run.stdout, cpu: user + sys };
}

async function sudokuHardest(page) {
  // A fresh worker runs baseline-compiled wasm until the engine tiers up; the whole
  // set takes only ~0.1 s, so the first run of each page (cold) and a second run in
  // the same worker (warm) are reported apart.
  let cold = Infinity;
  let warm = Infinity;
  let native = Infinity;
  for (let round = 0; round < 3; round++) {
    await page.goto('about:blank');
    await page.goto(`${server.url}#/sudoku?mode=compare`);
    await page.getByTestId('compare-source').selectOption(SUDOKU_SET.menu);
    for (const box of await page.locator('[data-testid^="cmp-"][type="checkbox"]').all()) {
      const [, kind, ...name] = (await box.getAttribute('data-testid')).split('-');
      await box.setChecked(SUDOKU_CONFIG[kind] === name.join('-'));
    }
    cold = Math.min(cold, await sudokuCompareRows(page));
    warm = Math.min(warm, await sudokuCompareRows(page));
    const out = execFileSync('cargo', ['run', '--quiet', '--release', '--bin', 'lab', '--', 'sudoku', '--json', '--file', SUDOKU_SET.file], { cwd: ROOT, encoding: 'utf8' });
    const lines = out.trim().split('\n').map((l) => JSON.parse(l));
    native = Math.min(native, lines.reduce((a, l) => a + l.seconds, 0));
  }
  const ms = (s) => `${(s * 1e3).toFixed(1)} ms`;
  console.log(`sudoku ${SUDOKU_SET.menu} (default CSP): native ${ms(native)}; wasm cold ${ms(cold)} (${(cold / native).toFixed(2)}×), warm ${ms(warm)} (${(warm / native).toFixed(2)}×)`);
}

const server = await serveDist();
const chrome = await launchBrowser();
if (process.argv[2] === 'korf') {
  try {
    await korf();
  } finally {
    await chrome.close();
    await server.close();
  }
  process.exit(0);
}

/**
 * Korf's 100 in the worker and natively; prints both totals and their ratio.
 *
 * Both sides are timed two ways, the same way on each side:
 * - wall clock: seconds of solving, board by board, summed (the worker's
 *   `performance.now()` around each solve, including its yields between 30 ms slices;
 *   `lab`'s `Instant` around each solve), with the databases already in memory;
 * - CPU time: the browser's renderer processes (where the worker runs as a thread; the
 *   page and its other workers sit idle) from Chrome's `SystemInfo.getProcessInfo`
 *   before and after the round; `lab`'s user + system time, less that of a run on the
 *   goal board alone (starting up and loading the cached databases).
 * On a shared, loaded machine wall time measures the machine's load as much as the
 * code (2 cores, load 16+ gives wall 3–6× CPU), so the CPU ratio is the one to quote.
 * Both sides must do the same work: the expanded totals are compared. The sides
 * alternate for ROUNDS rounds and the best round of each counts.
 */
async function korf() {
  const ROUNDS = 3;
  const hybrid = process.argv[3] === 'aida';
  const split = process.argv[4] ?? '6-6-3';
  const algo = hybrid ? 'aida' : 'idastar';
  const method = hybrid ? 'Hybrid' : 'Ida';
  console.log(`Korf's 100 by ${hybrid ? 'hybrid A*+IDA*' : 'IDA*'} with the ${split} databases`);
  const PDB = ['--h', 'pdb', '--pdb-split', split, '--goal', 'blank-first', '--jobs', '1'];
  const LAB = ['tiles', '--json', '--algo', algo, ...PDB, '--file', '../shared/data/korf100.txt'];
  execFileSync('cargo', ['build', '--quiet', '--release', '--bin', 'lab'], { cwd: ROOT });
  const page = await chrome.browser.newPage();
  await page.goto(`${server.url}#/tiles`);
  await page.getByTestId('tiles-board').waitFor();
  // A worker of the bench's own (the page has two: "Solve optimally" and the distance
  // readout), used once it says Ready, so no request is lost while its wasm loads.
  await page.evaluate(() => new Promise((resolve) => {
    const worker = new Worker('./worker_loader.js');
    worker.addEventListener('message', function ready(e) {
      if (typeof e.data === 'string' && JSON.parse(e.data) === 'Ready') {
        worker.removeEventListener('message', ready);
        window.__benchWorker = worker;
        resolve();
      }
    });
  }));
  const text = (await import('node:fs')).readFileSync(new URL('../../shared/data/korf100.txt', import.meta.url), 'utf8');
  const boards = text.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  const pdb = await page.evaluate(() => new Promise((resolve) => {
    const worker = window.__benchWorker;
    const on = (e) => {
      if (typeof e.data !== 'string') return;
      const msg = JSON.parse(e.data);
      if (msg.PdbReady) {
        worker.removeEventListener('message', on);
        resolve(msg.PdbReady);
      }
    };
    worker.addEventListener('message', on);
    worker.postMessage(JSON.stringify({ PreparePdb: { job: 1 } }));
  }));
  console.log(`pattern databases in the worker: ${pdb.from_cache ? 'loaded from cache' : 'built'} in ${pdb.seconds.toFixed(1)} s`);
  if (split !== '6-6-3') {
    const other = await page.evaluate((split) => new Promise((resolve) => {
      const worker = window.__benchWorker;
      const on = (e) => {
        if (typeof e.data !== 'string') return;
        const msg = JSON.parse(e.data);
        if (msg.PdbReady || msg.Error) {
          worker.removeEventListener('message', on);
          resolve(msg.PdbReady ?? msg.Error);
        }
      };
      worker.addEventListener('message', on);
      worker.postMessage(JSON.stringify({ UsePdbSplit: { job: 2, split } }));
    }), split);
    if (other.message) throw new Error(other.message);
    console.log(`${split} databases built in the worker in ${other.seconds.toFixed(1)} s (${other.bytes} bytes)`);
  }
  const wasmRound = (round) => page.evaluate(async ({ boards, round, method }) => {
    const worker = window.__benchWorker;
    const next = (want) => new Promise((resolve) => {
      const on = (e) => {
        if (typeof e.data !== 'string') return;
        const msg = JSON.parse(e.data);
        if (msg[want]) {
          worker.removeEventListener('message', on);
          resolve(msg[want]);
        }
      };
      worker.addEventListener('message', on);
    });
    const goal = { width: 4, tiles: [...Array(16).keys()] };
    let seconds = 0;
    let solved = 0;
    let expanded = 0;
    for (const [i, b] of boards.entries()) {
      const done = next('OptimalSolved');
      worker.postMessage(JSON.stringify({ SolveOptimal: { job: 1000 * round + 10 + i, start: { width: 4, tiles: b.slice(0, 16) }, goal, method } }));
      const r = await done;
      seconds += r.seconds;
      expanded += r.expanded;
      if (r.moves.length === b[16]) solved++;
    }
    return { seconds, solved, expanded };
  }, { boards, round, method });
  const cdp = await chrome.browser.newBrowserCDPSession();
  const timedLab = (args) => {
    const { stdout, cpu } = timedRun(['./target/release/lab', ...args]);
    return { summary: JSON.parse(stdout.trim().split('\n').at(-1)), cpu };
  };
  const goalOnly = ['tiles', '--json', '--algo', algo, ...PDB, '--board', `"${[...Array(16).keys()].join(' ')}"`];
  const nativeRound = () => {
    const { summary, cpu } = timedLab(LAB);
    const base = timedLab(goalOnly).cpu;
    return { seconds: summary.total_seconds, solved: summary.solved, expanded: summary.expanded, cpu: cpu - base };
  };
  let wasm = null;
  let native = null;
  for (let round = 1; round <= ROUNDS; round++) {
    const cpu0 = await rendererCpu(cdp);
    const w = await wasmRound(round);
    w.cpu = (await rendererCpu(cdp)) - cpu0;
    const n = nativeRound();
    console.log(`round ${round}: wasm ${w.seconds.toFixed(2)} s wall, ${w.cpu.toFixed(2)} s CPU (${w.solved}/100 at the published length, ${w.expanded} expanded); native ${n.seconds.toFixed(2)} s wall, ${n.cpu.toFixed(2)} s CPU (${n.solved}/100, ${n.expanded} expanded)`);
    if (w.expanded !== n.expanded) console.log(`  WARNING: the two sides expanded different totals (${w.expanded} vs ${n.expanded})`);
    wasm = { seconds: Math.min(wasm?.seconds ?? Infinity, w.seconds), cpu: Math.min(wasm?.cpu ?? Infinity, w.cpu) };
    native = { seconds: Math.min(native?.seconds ?? Infinity, n.seconds), cpu: Math.min(native?.cpu ?? Infinity, n.cpu) };
  }
  console.log(`best of ${ROUNDS}, CPU: wasm ${wasm.cpu.toFixed(2)} s, native ${native.cpu.toFixed(2)} s of solving; wasm/native ${(wasm.cpu / native.cpu).toFixed(2)}`);
  console.log(`best of ${ROUNDS}, wall: wasm ${wasm.seconds.toFixed(2)} s, native ${native.seconds.toFixed(2)} s; wasm/native ${(wasm.seconds / native.seconds).toFixed(2)} (load-dependent)`);
}

try {
  const page = await chrome.browser.newPage();
  const wasm = {};
  const native = {};
  const tiles = !['sudoku', 'sudoku-fast'].includes(process.argv[2]);
  for (let round = 0; round < (tiles ? 3 : 0); round++) {
    for (const job of JOBS) {
      await page.goto('about:blank');
      await page.goto(`${server.url}#/compare?cases=${job.cases.join(',')}&random=0&algos=${job.algo}&hs=${H}&time=600`);
      await page.getByTestId('run-compare').click();
      await page.getByTestId('compare-progress').filter({ hasText: 'done' }).waitFor({ timeout: 600000 });
      const rows = await downloadCsv(page, 'export-csv');
      for (const row of rows) {
        const key = `${row.case} ${row.algorithm}`;
        wasm[key] = Math.min(wasm[key] ?? Infinity, Number(row.seconds));
      }
      const boards = rows.flatMap((row) => ['--board', row.board]);
      const out = execFileSync('cargo', ['run', '--quiet', '--release', '--bin', 'lab', '--', 'tiles', '--json', '--algo', job.algo, '--h', H, ...boards], { cwd: ROOT, encoding: 'utf8' });
      out.trim().split('\n').map((l) => JSON.parse(l)).forEach((line, i) => {
        const key = `${rows[i].case} ${line.algo}`;
        native[key] = Math.min(native[key] ?? Infinity, line.seconds);
      });
    }
  }
  const ratios = [];
  if (tiles) console.log('run                      wasm ms   native ms   wasm/native');
  for (const key of Object.keys(wasm)) {
    const ratio = wasm[key] / native[key];
    // Short runs measure the wasm compiler warming up in each fresh worker, not search.
    if (native[key] >= 0.05) ratios.push(ratio);
    console.log(`${key.padEnd(22)} ${(wasm[key] * 1e3).toFixed(2).padStart(9)} ${(native[key] * 1e3).toFixed(2).padStart(11)} ${ratio.toFixed(2).padStart(13)}`);
  }
  if (tiles) {
    const geo = Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length);
    console.log(`geometric mean wasm/native over runs of 50+ ms: ${geo.toFixed(2)}`);
  }
  await sudokuFast(page);
  if (process.argv[2] !== 'sudoku-fast') await sudokuHardest(page);
} finally {
  await chrome.close();
  await server.close();
}
