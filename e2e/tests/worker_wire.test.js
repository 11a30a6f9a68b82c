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

test('the h* study runs in slices: a Cancel stops it, and a second study finishes with progress on the way', async () => {
  const { page, errors } = await app.open('#/tiles');
  await page.getByTestId('tiles-board').waitFor();
  const seen = await page.evaluate(() => new Promise((resolve) => {
    const worker = new Worker('./worker_loader.js');
    const goal = { width: 3, tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8] };
    const seen = [];
    worker.addEventListener('message', (e) => {
      if (typeof e.data !== 'string') return;
      const msg = JSON.parse(e.data);
      if (msg === 'Ready') {
        // The Cancel is read between the first study's slices.
        worker.postMessage(JSON.stringify({ Quality: { job: 1, goal } }));
        worker.postMessage(JSON.stringify({ Cancel: { job: 1 } }));
        worker.postMessage(JSON.stringify({ Quality: { job: 2, goal } }));
        return;
      }
      const kind = Object.keys(msg)[0];
      const body = msg[kind];
      seen.push(kind === 'Done' ? `Done ${body.job} ${body.cancelled}` : `${kind} ${body.job}`);
      if (kind === 'Quality') seen.push(`dominance ${body.dominance.length}, heuristics ${body.qualities.length}`);
      if (kind === 'Done' && body.job === 2) {
        worker.terminate();
        resolve(seen);
      }
    });
  }));
  const first = seen.filter((s) => s.endsWith(' 1') || s.startsWith('Done 1'));
  assert.deepEqual(first.filter((s) => !s.startsWith('Progress')), ['Done 1 true'], seen.join('\n'));
  assert.ok(seen.filter((s) => s === 'Progress 2').length >= 3, 'the second study reports progress between slices');
  assert.deepEqual(seen.slice(-3), ['Quality 2', 'dominance 7, heuristics 6', 'Done 2 false']);
  assert.deepEqual(errors, [], 'no page errors');
  await page.close();
});

test('a distance readout builds its h* table in slices: a newer board is answered from the same build, and a Cancel stops it', async () => {
  const { page, errors } = await app.open('#/tiles');
  await page.getByTestId('tiles-board').waitFor();
  const seen = await page.evaluate(() => new Promise((resolve) => {
    const worker = new Worker('./worker_loader.js');
    const goal = { width: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 8, 0] };
    const twoAway = { width: 3, tiles: [1, 2, 3, 4, 5, 6, 0, 7, 8] };
    const oneAway = { width: 3, tiles: [1, 2, 3, 4, 5, 6, 7, 0, 8] };
    const otherGoal = { width: 3, tiles: [0, 1, 2, 3, 4, 5, 6, 7, 8] };
    const seen = [];
    worker.addEventListener('message', (e) => {
      if (typeof e.data !== 'string') return;
      const msg = JSON.parse(e.data);
      if (msg === 'Ready') {
        // A build for another goal, cancelled between its slices; then two boards of
        // one goal in a row: the second takes over the first one's build.
        worker.postMessage(JSON.stringify({ Distance: { job: 1, board: otherGoal, goal: otherGoal } }));
        worker.postMessage(JSON.stringify({ Cancel: { job: 1 } }));
        worker.postMessage(JSON.stringify({ Distance: { job: 2, board: twoAway, goal } }));
        worker.postMessage(JSON.stringify({ Distance: { job: 3, board: oneAway, goal } }));
        return;
      }
      const kind = Object.keys(msg)[0];
      const body = msg[kind];
      seen.push(kind === 'Done' ? `Done ${body.job} ${body.cancelled}` : `${kind} ${body.job} ${body.distance}`);
      if (kind === 'Done' && body.job === 3) {
        // The table is kept: the next board is a lookup, answered at once.
        worker.postMessage(JSON.stringify({ Distance: { job: 4, board: twoAway, goal } }));
      }
      if (kind === 'Distance' && body.job === 4) {
        worker.terminate();
        resolve(seen);
      }
    });
  }));
  assert.deepEqual(seen, ['Done 1 true', 'Done 2 true', 'Distance 3 1', 'Done 3 false', 'Distance 4 2'], seen.join('\n'));
  assert.deepEqual(errors, [], 'no page errors');
  await page.close();
});
