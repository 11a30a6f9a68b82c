// The same run natively and in WebAssembly: the page's numbers must equal what the
// native `lab` tool reports for the same board, algorithm and heuristic.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { useApp } from '../lib/harness.js';
import { digits } from '../lib/puzzles.js';

const app = useApp();
const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs the native lab tool and returns its JSON line for one board. */
function lab(board, algo, h) {
  const out = execFileSync('cargo', ['run', '--quiet', '--bin', 'lab', '--', 'tiles', '--json', '--algo', algo, '--h', h, '--board', board], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim());
}

for (const [algo, h] of [['astar', 'manhattan'], ['idastar', 'linear-conflict'], ['idastar', 'walking-distance'], ['greedy', 'misplaced']]) {
  test(`${algo} with ${h}: the browser's counters equal the native run's`, async () => {
    const board = '1 3 6 4 5 8 15 14 9 2 7 0 13 10 12 11';
    const native = lab(board, algo, h);
    assert.equal(native.outcome, 'solved');
    const { page, errors } = await app.open(`#/tiles?board=${board.replaceAll(' ', ',')}&algo=${algo}&h=${h}&speed=100`);
    await page.getByTestId('play').click();
    await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor();
    assert.equal(digits(await page.getByTestId('stat-expanded').textContent()), native.expanded);
    assert.equal(digits(await page.getByTestId('stat-generated').textContent()), native.generated);
    assert.equal(digits(await page.getByTestId('stat-peak-frontier').textContent()), native.peak_frontier);
    assert.equal(await page.getByTestId('stat-cost').textContent(), `${native.cost} moves`);
    if (algo === 'idastar') {
      // IDA*'s last bound is the optimal cost (both heuristics are admissible). Natively,
      // lab runs IDA* in the fast loop; the page animates the generic stepper: the same
      // counts.
      assert.equal(await page.getByTestId('stat-bound').textContent(), String(native.cost));
    }
    assert.deepEqual(errors, []);
    await page.close();
  });
}
