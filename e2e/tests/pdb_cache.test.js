// The pattern databases' cache in the browser: a second solve in the same worker uses
// the tables already in memory, and a cached copy that was cut short or has a flipped
// byte is detected (by its length and checksum), reported, rebuilt, and the board is
// still solved at its published length.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { easiestKorf, rowsOf, KORF_GOAL } from '../lib/korf.js';

const app = useApp();


async function solve(page, korf) {
  await page.getByTestId('tiles-board').waitFor();
  await page.getByTestId('goal-input').fill(KORF_GOAL);
  const rows = rowsOf(korf.tiles);
  await page.getByTestId('start-input').fill(rows);
  await page.getByTestId('apply-input').click();
  await page.getByTestId('solve-optimally').click();
  const result = page.getByTestId('optimal-result');
  await result.waitFor({ timeout: 400_000 });
  assert.match(await result.textContent(), new RegExp(`^Optimal: ${korf.cost} moves`));
  return page.getByTestId('pdb-status').textContent();
}

/** Rewrites the cached databases' bytes in the Cache API with `damage`'s result. */
async function damageCache(page, damage) {
  return page.evaluate(async (how) => {
    const cache = await caches.open('puzzle-lab-pdb');
    const [key] = await cache.keys();
    const bytes = new Uint8Array(await (await cache.match(key)).arrayBuffer());
    let changed;
    if (how === 'truncate') {
      changed = bytes.slice(0, Math.floor(bytes.length / 2));
    } else {
      changed = bytes.slice();
      const at = Math.floor(bytes.length * 0.7);
      changed[at] ^= 0x5a;
    }
    await cache.put(key, new Response(changed));
    return { before: bytes.length, after: changed.length };
  }, damage);
}

test('a damaged cached copy is detected, rebuilt, and the board still solves', { timeout: 1_500_000 }, async (t) => {
  const korf = easiestKorf();
  const { page, errors } = await app.open('#/tiles');
  const first = await solve(page, korf);
  assert.match(first, /built in [\d.]+ s and cached/);
  // The same worker again: nothing is read or built.
  const again = await solve(page, korf);
  assert.match(again, /tables already in memory/);

  for (const damage of ['truncate', 'flip']) {
    const sizes = await damageCache(page, damage);
    t.diagnostic(`${damage}: ${sizes.before} → ${sizes.after} bytes`);
    await page.reload();
    const status = await solve(page, korf);
    t.diagnostic(`after ${damage}: ${status}`);
    assert.match(status, /built in [\d.]+ s and cached \(the cached databases were unusable \(.+\); rebuilt\)/);
    // The rebuilt copy replaced the damaged one: the next visit loads it.
    await page.reload();
    assert.match(await solve(page, korf), /loaded from cache/);
  }
  assert.deepEqual(errors, []);
  await page.close();
});
