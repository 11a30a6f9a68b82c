// The solve page's CSP with a human propagation level: the Web Worker records the run's
// human steps, the page replays them step by step. On a puzzle whose first step beyond
// singles is an X-Wing, "+ fish and wings" solves it with fewer nodes than singles
// alone, an X-Wing's elimination shows in the event log, and the level is in the link
// (a link's step waits for the worker's trace).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { assertSolves, digits, gridDigits } from '../lib/puzzles.js';

const app = useApp();

/** A puzzle whose first step beyond singles is an X-Wing (see the CSP's human tests). */
const X_WING = '4.38.57..579.64....6..37.45.3461.5979..75.63465734981218..73....425.61...9...1...';
const SETTINGS = 'var=mrv&val=natural&inf=ac3';

/** Plays the run on show to its end; resolves to its nodes and human deductions. */
async function solve(page) {
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: /^Solved with/ }).waitFor({ timeout: 60000 });
  assertSolves(await gridDigits(page), X_WING);
  return {
    nodes: digits(await page.getByTestId('stat-nodes').textContent()),
    deductions: digits(await page.getByTestId('stat-deductions').textContent()),
  };
}

/** Every line the event log shows from now on, collected as the run goes. */
async function watchEventLog(page) {
  await page.evaluate(() => {
    window.__eventLines = [];
    const panel = document.querySelector('.solve-panel');
    new MutationObserver(() => {
      for (const li of panel.querySelectorAll('[data-testid="event-log"] li')) {
        window.__eventLines.push(li.textContent);
      }
    }).observe(panel, { childList: true, subtree: true, characterData: true });
  });
  return () => page.evaluate(() => window.__eventLines);
}

test('solve page: fish and wings replays the worker\'s X-Wing with fewer nodes than singles', async () => {
  const { page, errors } = await app.open(`#/sudoku?mode=solve&puzzle=${X_WING}&${SETTINGS}&prop=singles&speed=100`);
  const menu = page.getByTestId('propagation');
  assert.deepEqual(await menu.locator('option').evaluateAll((o) => o.map((x) => x.value)),
    ['off', 'singles', 'subsets', 'fish-wings', 'all']);
  assert.equal(await menu.inputValue(), 'singles');
  assert.equal(await page.getByTestId('trace-status').count(), 0, 'singles need no trace');
  const singles = await solve(page);
  assert.equal(singles.deductions, 0);
  assert.ok(singles.nodes > 0, 'singles alone must guess on this puzzle');

  await menu.selectOption('fish-wings');
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('prop=fish-wings'));
  await page.getByTestId('trace-status').filter({ hasText: /^Human propagation ready: \d+ deductions/ })
    .waitFor({ timeout: 60000 });
  assert.equal(await page.getByTestId('play').isEnabled(), true);
  // About one unit of work per frame, so that every event reaches the log.
  await page.getByTestId('speed').fill('45');
  const eventLines = await watchEventLog(page);
  const human = await solve(page);
  assert.ok(human.nodes < singles.nodes, `${human.nodes} nodes with fish and wings, ${singles.nodes} with singles`);
  assert.ok(human.deductions > 0);
  const lines = await eventLines();
  assert.ok(lines.some((t) => /^X-Wing: removed \d from r\dc\d$/.test(t)), lines.slice(0, 40).join(' | '));
  assert.match(await page.getByTestId('status').textContent(), /mrv \/ natural \/ ac3 \/ fish-wings/);

  // The link restores the level and the run's end (its step): the page asks the worker
  // for the trace again and replays the run to that step.
  assert.match(decodeURIComponent(new URL(page.url()).hash), /prop=fish-wings.*step=\d+/);
  await page.reload();
  await page.getByTestId('propagation').waitFor();
  assert.equal(await page.getByTestId('propagation').inputValue(), 'fish-wings');
  await page.getByTestId('trace-status').filter({ hasText: /^Human propagation ready/ }).waitFor({ timeout: 60000 });
  await page.getByTestId('status').filter({ hasText: /^Solved with/ }).waitFor({ timeout: 60000 });
  assertSolves(await gridDigits(page), X_WING);
  assert.equal(digits(await page.getByTestId('stat-nodes').textContent()), human.nodes);
  assert.equal(digits(await page.getByTestId('stat-deductions').textContent()), human.deductions);
  assert.deepEqual(errors, []);
  await page.close();
});

test('solve page: a link\'s step waits for the trace; singles need none', async () => {
  const link = `#/sudoku?mode=solve&puzzle=${X_WING}&${SETTINGS}&prop=all&speed=40&step=30`;
  const { page, errors } = await app.open(link);
  await page.getByTestId('trace-status').filter({ hasText: /^Human propagation ready/ }).waitFor({ timeout: 60000 });
  await page.getByTestId('status').filter({ hasText: /^Paused after/ }).waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid="timeline"]')?.value === '30');
  const hash = decodeURIComponent(new URL(page.url()).hash);
  assert.match(hash, /prop=all/);
  assert.match(hash, /step=30/);
  // Back to singles: no trace, the run starts over and can play at once.
  await page.getByTestId('propagation').selectOption('singles');
  assert.equal(await page.getByTestId('trace-status').count(), 0);
  assert.equal(await page.getByTestId('play').isEnabled(), true);
  await page.waitForFunction(() => decodeURIComponent(location.hash).includes('prop=singles'));
  assert.deepEqual(errors, []);
  await page.close();
});
