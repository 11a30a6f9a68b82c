// The tile page, used as a person would: play, shuffle, type boards, solve with A*.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, frames, boardTiles } from '../lib/harness.js';

const app = useApp();

/** Opens the tile page at `hash` and waits for its board. */
async function openTiles(hash = '#/tiles') {
  const opened = await app.open(hash);
  await opened.page.getByTestId('tiles-board').waitFor();
  return opened;
}

const GOAL_3 = [1, 2, 3, 4, 5, 6, 7, 8, 0];

test('the page loads with a playable 3×3 board at the goal', async () => {
  const { page, errors } = await openTiles();
  assert.deepEqual(await boardTiles(page), GOAL_3);
  await assert.doesNotReject(page.getByTestId('status').filter({ hasText: 'Ready' }).waitFor());
  assert.deepEqual(errors, []);
  await page.close();
});

test('arrow keys slide tiles, count moves, and undo takes them back', async () => {
  const { page } = await openTiles();
  await page.keyboard.press('ArrowRight'); // the 8 slides right into the gap
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 7, 0, 8]);
  await page.keyboard.press('ArrowDown'); // the 5 slides down
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 0, 6, 7, 5, 8]);
  await page.keyboard.press('ArrowDown'); // the 2 slides down
  assert.equal(await page.getByTestId('move-counter').textContent(), 'Moves: 3');
  await page.getByTestId('undo').click();
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 0, 6, 7, 5, 8]);
  assert.equal(await page.getByTestId('move-counter').textContent(), 'Moves: 2');
  // Walking back to the goal by clicking tiles announces the win.
  await page.getByTestId('tile-5').click();
  await page.getByTestId('tile-8').click();
  assert.deepEqual(await boardTiles(page), GOAL_3);
  await page.getByTestId('solved-banner').waitFor();
  await page.close();
});

test('shuffle scrambles the board with the chosen number of moves', async () => {
  const { page } = await openTiles();
  await page.getByTestId('shuffle-moves').fill('40');
  await page.getByTestId('shuffle').click();
  const tiles = await boardTiles(page);
  assert.notDeepEqual(tiles, GOAL_3);
  assert.deepEqual([...tiles].sort((a, b) => a - b), [0, 1, 2, 3, 4, 5, 6, 7, 8]);
  assert.equal(await page.getByTestId('move-counter').textContent(), 'Moves: 0');
  await page.close();
});

test('A* solves a 15-puzzle to the optimal cost and draws the frontier chart', async () => {
  const { page, errors } = await openTiles();
  await page.getByTestId('goal-input').fill('1 2 3 4\n5 6 7 8\n9 10 11 12\n13 14 15 0');
  // The coursework's start23: optimal cost 23.
  await page.getByTestId('start-input').fill('1 3 6 4\n5 8 15 14\n9 2 7 0\n13 10 12 11');
  await page.getByTestId('apply-input').click();
  assert.deepEqual((await boardTiles(page)).slice(0, 4), [1, 3, 6, 4]);
  await page.getByTestId('heuristic').selectOption('manhattan');
  await page.getByTestId('speed').fill('100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved: 23 moves' }).waitFor();
  assert.equal(await page.getByTestId('stat-cost').textContent(), '23 moves');
  const expanded = Number((await page.getByTestId('stat-expanded').textContent()).replace(/\D/g, ''));
  assert.ok(expanded > 0);
  // The chart has a frontier line with more than one point.
  const points = await page.getByTestId('chart-frontier').locator('polyline').first().getAttribute('points');
  assert.ok(points.trim().split(' ').length > 1, points);
  // Playback steps along the solution, one move at a time.
  await page.getByTestId('playback-next').click();
  assert.equal(await page.getByTestId('playback-position').textContent(), 'Move 1 of 23');
  await page.getByTestId('playback-range').fill('23');
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 0]);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Step expands one node at a time and Pause stops at once', async () => {
  const { page } = await openTiles();
  await page.getByTestId('size-4').click();
  await page.getByTestId('start-input').fill('7 11 12 4 2 3 14 1 6 5 13 8 9 10 15 0');
  await page.getByTestId('apply-input').click();
  await page.getByTestId('heuristic').selectOption('misplaced');
  await page.getByTestId('step').click();
  await page.getByTestId('stat-expanded').filter({ hasText: /^1$/ }).waitFor();
  await page.getByTestId('step').click();
  await page.getByTestId('stat-expanded').filter({ hasText: /^2$/ }).waitFor();
  // Full speed on a hard board, then pause: the count must stop moving.
  await page.getByTestId('speed').fill('100');
  await page.getByTestId('play').click();
  await page.getByTestId('stat-expanded').filter({ hasText: /\d\D?\d{3}/ }).waitFor();
  await page.getByTestId('pause').click();
  // Once the pause has rendered, no further frame may add expansions.
  await page.getByTestId('status').filter({ hasText: 'Paused' }).waitFor();
  const paused = await page.getByTestId('stat-expanded').textContent();
  await frames(page, 10);
  assert.equal(await page.getByTestId('stat-expanded').textContent(), paused);
  await page.getByTestId('reset').click();
  assert.equal(await page.getByTestId('stat-expanded').count(), 0);
  await page.close();
});

test('the time budget stops a long search cleanly with Time', async () => {
  const { page } = await openTiles('#/tiles?board=7,11,12,4,2,3,14,1,6,5,13,8,9,10,15,0&algo=bfs&speed=100&time=0.2&cap=100000000',
  );
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Stopped (time)' }).waitFor();
  await page.getByTestId('narration').filter({ hasText: 'time budget' }).waitFor();
  assert.ok(Number((await page.getByTestId('stat-expanded').textContent()).replace(/\D/g, '')) > 0);
  await page.close();
});

test('a malformed board gets its specific error and nothing else is lost', async () => {
  const { page } = await openTiles();
  await page.keyboard.press('ArrowRight');
  const before = await boardTiles(page);
  await page.getByTestId('start-input').fill('1 2 3 4 5 6 7 7 0');
  await page.getByTestId('apply-input').click();
  await page.getByTestId('error').filter({ hasText: 'Tile 7 appears twice' }).waitFor();
  assert.deepEqual(await boardTiles(page), before);
  assert.equal(await page.getByTestId('start-input').inputValue(), '1 2 3 4 5 6 7 7 0');
  await page.getByTestId('start-input').fill('1 2 3 4 5 6 7 8');
  await page.getByTestId('apply-input').click();
  await page.getByTestId('error').filter({ hasText: 'Found 8 numbers' }).waitFor();
  await page.close();
});

test('an unsolvable board is explained by parity, not searched', async () => {
  const { page } = await openTiles();
  await page.getByTestId('start-input').fill('2 1 3 4 5 6 7 8 0');
  await page.getByTestId('apply-input').click();
  const error = page.getByTestId('error');
  await error.filter({ hasText: 'Unsolvable' }).waitFor();
  assert.match(await error.textContent(), /1 inversion \(odd\).*0 inversions \(even\)/);
  // Play cannot start, and the status line itself (beside Play) says why.
  assert.equal(await page.getByTestId('play').isDisabled(), true);
  const status = await page.getByTestId('status').textContent();
  assert.match(status, /Cannot solve: Unsolvable.*1 inversion \(odd\)/);
  await page.keyboard.press('p');
  assert.equal(await page.getByTestId('stat-expanded').count(), 0, 'no search starts');
  await page.close();
});

test('the URL carries the board and choices, so a reload restores them', async () => {
  const { page } = await openTiles();
  await page.getByTestId('start-input').fill('1 2 3 4 5 6 0 7 8');
  await page.getByTestId('apply-input').click();
  await page.getByTestId('heuristic').selectOption('misplaced');
  await page.reload();
  await page.getByTestId('tiles-board').waitFor();
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
  assert.equal(await page.getByTestId('heuristic').inputValue(), 'misplaced');
  await page.close();
});

test('leaving the page and coming back through the menu keeps the board', async () => {
  const { page } = await openTiles();
  await page.getByTestId('start-input').fill('1 2 3 4 5 6 0 7 8');
  await page.getByTestId('apply-input').click();
  await page.getByTestId('nav-race').click();
  await page.getByTestId('add-racer').waitFor();
  await page.getByTestId('nav-tiles').click();
  await page.getByTestId('tiles-board').waitFor();
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
  await page.close();
});

test('presenter keys: S steps, P plays and pauses, R resets', async () => {
  const { page } = await openTiles('#/tiles?board=7,11,12,4,2,3,14,1,6,5,13,8,9,10,15,0&h=misplaced&speed=75');
  await page.keyboard.press('s');
  await page.getByTestId('stat-expanded').filter({ hasText: /^1$/ }).waitFor();
  await page.keyboard.press('p');
  await page.getByTestId('pause').waitFor();
  await page.keyboard.press('p');
  await page.getByTestId('status').filter({ hasText: 'Paused' }).waitFor();
  await page.keyboard.press('r');
  await page.getByTestId('status').filter({ hasText: 'Ready' }).waitFor();
  await page.close();
});

test('Copy link puts the exact view on the clipboard', async () => {
  const { page } = await openTiles('#/tiles?board=1,2,3,4,5,6,0,7,8&h=misplaced');
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('share').click();
  await page.getByTestId('share-status').filter({ hasText: 'Link copied' }).waitFor();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  assert.match(copied, /#\/tiles\?board=1%2C2%2C3%2C4%2C5%2C6%2C0%2C7%2C8&.*h=misplaced/);
  await page.close();
});

test('a corrupted link is explained and the rest of it still applies', async () => {
  const { page } = await openTiles('#/tiles?board=1,2,3,nope&h=misplaced');
  await page.getByTestId('error').filter({ hasText: 'not a tile' }).waitFor();
  assert.equal(await page.getByTestId('heuristic').inputValue(), 'misplaced');
  assert.deepEqual(await boardTiles(page), GOAL_3);
  await page.close();
});
