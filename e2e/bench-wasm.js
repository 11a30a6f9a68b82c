// Speed of the engine in WebAssembly (the page's Web Worker) against the same engine
// natively (`lab`, release build), measured in one session so machine noise cancels.
//   node bench-wasm.js        (needs a release dist/ from `trunk build --release`)
import { execFileSync } from 'node:child_process';
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

const server = await serveDist();
const chrome = await launchBrowser();
try {
  const page = await chrome.browser.newPage();
  const wasm = {};
  const native = {};
  for (let round = 0; round < 3; round++) {
    for (const job of JOBS) {
      await page.goto('about:blank');
      await page.goto(`${server.url}#/compare?cases=${job.cases.join(',')}&random=0&algos=${job.algo}&hs=${H}&time=600`);
      await page.getByTestId('run-compare').click();
      await page.getByTestId('compare-progress').filter({ hasText: 'done' }).waitFor({ timeout: 600000 });
      const download = page.waitForEvent('download');
      await page.getByTestId('export-csv').click();
      const chunks = [];
      for await (const chunk of await (await download).createReadStream()) chunks.push(chunk);
      const rows = csvRows(Buffer.concat(chunks).toString('utf8'));
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
  console.log('run                      wasm ms   native ms   wasm/native');
  for (const key of Object.keys(wasm)) {
    const ratio = wasm[key] / native[key];
    // Short runs measure the wasm compiler warming up in each fresh worker, not search.
    if (native[key] >= 0.05) ratios.push(ratio);
    console.log(`${key.padEnd(22)} ${(wasm[key] * 1e3).toFixed(2).padStart(9)} ${(native[key] * 1e3).toFixed(2).padStart(11)} ${ratio.toFixed(2).padStart(13)}`);
  }
  const geo = Math.exp(ratios.reduce((a, r) => a + Math.log(r), 0) / ratios.length);
  console.log(`geometric mean wasm/native over runs of 50+ ms: ${geo.toFixed(2)}`);
} finally {
  await chrome.close();
  await server.close();
}
