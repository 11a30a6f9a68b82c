// The page and its worker speak postcard bytes (src/wire/codec.rs); JSON text is
// the worker's door for tests and benchmarks (e2e/bench-wasm.js posts JSON requests to
// window.__puzzleLabWorker and reads JSON replies). Both must work at once: a JSON
// request gets a JSON reply, and the page, which ignores those strings, goes on working.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();

/** Posts `request` (JSON text) to the page's worker; resolves with the first JSON reply
 * whose kind is `want`, or any JSON `Error`. */
function jsonRequest(page, request, want) {
  return page.evaluate(({ request, want }) => new Promise((resolve) => {
    const worker = window.__puzzleLabWorker;
    const on = (e) => {
      if (typeof e.data !== 'string') return;
      const msg = JSON.parse(e.data);
      if (msg[want] || msg.Error) {
        worker.removeEventListener('message', on);
        resolve(msg);
      }
    };
    worker.addEventListener('message', on);
    worker.postMessage(request);
  }), { request, want });
}

test('a JSON request to the worker gets a JSON reply while the page keeps its bytes', async () => {
  const { page, errors } = await app.open('#/compare?cases=start10&random=0&algos=astar&hs=manhattan&time=60');
  await page.waitForFunction(() => window.__puzzleLabWorker);
  // The worker may still be loading its wasm: a request sent too early is lost, so retry.
  const distance = JSON.stringify({
    Distance: {
      job: 777,
      board: { width: 3, tiles: [1, 2, 3, 4, 5, 6, 0, 7, 8] },
      goal: { width: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 0] },
    },
  });
  let reply = null;
  for (let i = 0; i < 20 && !reply; i++) {
    reply = await Promise.race([
      jsonRequest(page, distance, 'Distance'),
      new Promise((resolve) => setTimeout(() => resolve(null), 1000)),
    ]);
  }
  assert.deepEqual(reply, { Distance: { job: 777, board: { width: 3, tiles: [1, 2, 3, 4, 5, 6, 0, 7, 8] }, distance: 2 } });
  const bad = await jsonRequest(page, '{"Distance": {"job": 1}}', 'Distance');
  assert.match(bad.Error.message, /^unreadable request: missing field `board`/);
  // The page's own job (sent as bytes) still runs, with no unreadable message shown.
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '1 of 1 runs — done' }).waitFor();
  assert.equal(await page.getByTestId('compare-cost').first().textContent(), '10');
  assert.equal(await page.getByTestId('error').count(), 0);
  assert.deepEqual(errors, [], 'no page errors');
  await page.close();
});

test('a worker of its own announces Ready in JSON too, as the benchmark waits for it', async () => {
  const { page, errors } = await app.open('#/tiles');
  await page.getByTestId('tiles-board').waitFor();
  const kinds = await page.evaluate(() => new Promise((resolve) => {
    const worker = new Worker('./worker_loader.js');
    const seen = [];
    worker.addEventListener('message', (e) => {
      seen.push(typeof e.data === 'string' ? `text ${e.data}` : `bytes ${e.data.constructor.name}`);
      if (typeof e.data === 'string') {
        worker.terminate();
        resolve(seen);
      }
    });
  }));
  assert.deepEqual(kinds, ['bytes Uint8Array', 'text "Ready"']);
  assert.deepEqual(errors, [], 'no page errors');
  await page.close();
});
