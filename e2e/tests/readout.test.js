// The optimal-distance readout while playing: the 8-puzzle by the h* table, the
// 15-puzzle by IDA* with the pattern databases (offered for building when the browser
// has none), and each move marked closer or farther in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { easiestKorf, rowsOf, KORF_GOAL } from '../lib/korf.js';

const app = useApp();

const now = (page) => page.getByTestId('distance-now');

async function typeBoards(page, start, goal) {
  await page.getByTestId('goal-input').fill(goal);
  await page.getByTestId('start-input').fill(start);
  await page.getByTestId('apply-input').click();
}

test('the 8-puzzle readout gives the true distance and marks each move', { timeout: 120_000 }, async () => {
  const { page, errors } = await app.open('#/tiles');
  await page.getByTestId('tiles-board').waitFor();
  await now(page).filter({ hasText: 'At the goal: 0 moves.' }).waitFor({ timeout: 60_000 });
  // Tile 8 slides into the gap and back: one move farther, then one closer.
  await page.getByTestId('tile-8').click();
  await now(page).filter({ hasText: '1 move from the goal.' }).waitFor();
  assert.match(await page.getByTestId('move-1').textContent(), /^tile 8 →: farther \(\+1\), now 1$/);
  await page.getByTestId('tile-8').click();
  await now(page).filter({ hasText: 'At the goal' }).waitFor();
  assert.match(await page.getByTestId('move-2').textContent(), /closer \(−1\), now 0/);
  assert.equal(await page.getByTestId('distance-summary').textContent(), '1 of 2 moves went the right way.');

  // A typed board two moves away (blank, 7, 8 on the bottom row).
  await typeBoards(page, '1 2 3\n4 5 6\n0 7 8', '1 2 3\n4 5 6\n7 8 0');
  await now(page).filter({ hasText: '2 moves from the goal.' }).waitFor();
  // Moving 4 down into the gap leads away from the goal (a move is ±1, never 0).
  await page.getByTestId('tile-4').click();
  await now(page).filter({ hasText: '3 moves from the goal.' }).waitFor();
  assert.match(await page.getByTestId('move-1').textContent(), /farther \(\+1\), now 3/);
  assert.deepEqual(errors, []);
  await page.close();
});


test('the 15-puzzle readout offers to build the databases, then gives optimal distances', { timeout: 600_000 }, async () => {
  const { page, errors } = await app.open('#/tiles');
  await page.getByTestId('size-4').click();
  // A fresh browser has no cached databases: the readout offers to build them.
  const build = page.getByTestId('readout-build-pdb');
  await build.waitFor({ timeout: 60_000 });
  assert.match(await now(page).textContent(), /needs the pattern databases/);
  await build.click();
  await now(page).filter({ hasText: 'At the goal: 0 moves.' }).waitFor({ timeout: 400_000 });
  await page.getByTestId('tile-15').click();
  await now(page).filter({ hasText: '1 move from the goal.' }).waitFor({ timeout: 60_000 });
  assert.match(await page.getByTestId('move-1').textContent(), /^tile 15 →: farther \(\+1\), now 1$/);

  // Korf's easiest board: its published optimal length, by IDA* with the databases.
  const korf = easiestKorf();
  const rows = rowsOf(korf.tiles);
  await typeBoards(page, rows, KORF_GOAL);
  await now(page).filter({ hasText: `${korf.cost} moves from the goal.` }).waitFor({ timeout: 120_000 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('searches stepped on the page say that linear conflict stands in for the databases', { timeout: 60_000 }, async () => {
  const { page, errors } = await app.open('#/tiles?algo=idastar&h=pdb');
  await page.getByTestId('size-4').click();
  assert.match(await page.getByTestId('pdb-page-note').textContent(), /steps in the page.*linear conflict/);
  await page.getByTestId('size-3').click();
  assert.match(await page.getByTestId('pdb-page-note').textContent(), /two standard 4×4 goals; linear conflict/);
  await page.goto(page.url().replace(/#.*/, '#/race?racers=idastar:pdb,astar:manhattan'));
  assert.match(await page.getByTestId('pdb-page-note').textContent(), /linear conflict/);
  assert.deepEqual(errors, []);
  await page.close();
});
