// Saves screenshots of the app for the README, one per puzzle family, and a phone view:
//   node screenshot.js [out-dir]   (needs a built dist/)
import { serveDist, launchBrowser } from './lib/harness.js';

const out = process.argv[2] ?? '../docs';
const GRID1 = '3....5.47..6.42..1.....789..5..16..2..3.....481....7....2...4..56.87.1.....3..6..';
const server = await serveDist();
const chrome = await launchBrowser();

/** Opens `hash` on a fresh laptop-sized page. */
async function open(hash) {
  const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(server.url + hash);
  return page;
}

/** Clicks Play and waits until the status line says `text`. */
async function playUntil(page, text) {
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: text }).first().waitFor({ timeout: 120_000 });
}

try {
  // Sliding tiles: A* on a 15-puzzle, its solution played back part-way.
  const tiles = await open('#/tiles?board=1,3,6,4,5,8,15,14,9,2,7,0,13,10,12,11&goal=blank-last&h=manhattan&speed=100');
  await playUntil(tiles, 'Solved');
  await tiles.getByTestId('playback-range').fill('8');
  await tiles.screenshot({ path: `${out}/screenshot.png`, fullPage: true });
  await tiles.setViewportSize({ width: 390, height: 844 });
  await tiles.screenshot({ path: `${out}/screenshot-phone.png`, fullPage: true });

  // Sudoku: the CSP solver (MRV, forward checking) paused half-way, domains as pencil marks.
  const sudoku = await open(`#/sudoku?mode=solve&puzzle=${GRID1}&var=mrv&val=natural&inf=fc&singles=off&speed=40`);
  await sudoku.getByTestId('sudoku-grid').waitFor();
  for (let i = 0; i < 60; i++) await sudoku.getByTestId('step').click();
  await sudoku.screenshot({ path: `${out}/screenshot-sudoku.png`, fullPage: true });

  // Magic squares by genetic algorithm: an order-4 square evolved, its fitness chart and
  // the crossover view.
  const magic = await open('#/magic?n=4&preset=best&seed=3&speed=100');
  await playUntil(magic, 'solved');
  await magic.screenshot({ path: `${out}/screenshot-magic.png`, fullPage: true });
  console.log(`saved screenshots to ${out}`);
} finally {
  await chrome.close();
  await server.close();
}
