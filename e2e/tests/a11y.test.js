// axe-core on every page: as it opens, after a solver has run (or a table is filled), and
// in the dark theme, with zero serious or critical violations. Each state's screenshot
// is saved to e2e/artifacts/ for a look by eye.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { blockingViolations, describeViolations, saveScreenshot } from '../lib/axe.js';
import { GRID1 } from '../lib/puzzles.js';

const app = useApp();

const status = (page, text) => page.getByTestId('status').filter({ hasText: text }).first().waitFor({ timeout: 60_000 });

/**
 * Every page: its route, an element that says it is drawn, and what "after a run" means
 * there (a solver run to its end, a table filled, a generation evolved).
 */
const PAGES = [
  {
    name: 'tiles-3x3',
    hash: '#/tiles?board=1,2,3,4,0,6,7,5,8&h=manhattan&speed=100',
    ready: 'tiles-board',
    run: async (page) => {
      await page.getByTestId('play').click();
      await status(page, 'Solved');
    },
  },
  {
    name: 'tiles-4x4',
    hash: '#/tiles?board=1,3,6,4,5,8,15,14,9,2,7,0,13,10,12,11&goal=blank-last&h=manhattan&speed=100',
    ready: 'tiles-board',
    run: async (page) => {
      await page.getByTestId('play').click();
      await status(page, 'Solved');
    },
  },
  {
    name: 'race',
    hash: '#/race?board=1,3,6,4,5,8,15,14,9,2,7,0,13,10,12,11&racers=astar:manhattan,astar:misplaced&speed=100',
    ready: 'play',
    run: async (page) => {
      await page.getByTestId('play').click();
      await status(page, 'Race finished');
    },
  },
  {
    name: 'compare',
    hash: '#/compare?cases=start10,start14&random=0&algos=astar,idastar&hs=manhattan&time=60',
    ready: 'run-compare',
    run: async (page) => {
      await page.getByTestId('run-compare').click();
      await page.getByTestId('compare-progress').filter({ hasText: '4 of 4 runs — done' }).waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'tree',
    hash: '#/tree',
    ready: 'run',
    run: async (page) => {
      await page.getByTestId('run').click();
      await status(page, 'Solved');
      await page.getByTestId('tree-node-0').click();
    },
  },
  {
    name: 'quality',
    hash: '#/quality',
    ready: 'quality-table',
  },
  {
    name: 'deceptive',
    hash: '#/deceptive',
    ready: 'deceptive-explanation',
  },
  {
    name: 'sudoku-play',
    hash: `#/sudoku?puzzle=${GRID1}`,
    ready: 'sudoku-grid',
    run: async (page) => {
      await page.getByTestId('cell-0-1').click();
      await page.keyboard.press('3'); // a conflict with the given 3
      await page.getByTestId('hint').click();
    },
  },
  {
    name: 'sudoku-solve',
    hash: `#/sudoku?mode=solve&puzzle=${GRID1}&var=mrv&val=natural&inf=fc&singles=off&speed=100`,
    ready: 'sudoku-grid',
    run: async (page) => {
      await page.getByTestId('play').click();
      await status(page, 'Solved');
    },
  },
  {
    name: 'sudoku-compare',
    hash: `#/sudoku?mode=compare&puzzle=${GRID1}`,
    ready: 'compare-run',
    run: async (page) => {
      await page.getByTestId('compare-run').click();
      await page.getByTestId('compare-progress').filter({ hasText: 'Finished' }).waitFor({ timeout: 60_000 });
    },
  },
  {
    name: 'ga-sudoku',
    hash: '#/ga/sudoku?puzzle=seed000_grid2&preset=seed001&seed=4',
    ready: 'sudoku-grid',
    run: async (page) => {
      await page.getByTestId('step').click();
      await page.getByTestId('stat-generation').filter({ hasText: /^[1-9]/ }).waitFor();
    },
  },
  {
    name: 'magic',
    hash: '#/magic?n=4&preset=best&seed=3&speed=100',
    ready: 'magic-grid',
    run: async (page) => {
      await page.getByTestId('play').click();
      await status(page, 'solved');
    },
  },
  {
    name: 'experiments',
    hash: '#/experiments?family=magic&magic-preset=seed004&orders=3&crossovers=pmx,cx&populations=&runs=2&seed=1&seconds=20',
    ready: 'experiment-run',
    run: async (page) => {
      await page.getByTestId('experiment-run').click();
      await status(page, 'Finished after 4 runs.');
    },
  },
];

/** Checks the page in the light and the dark theme, saving a screenshot of each. */
async function check(page, name, state, failures) {
  for (const scheme of ['light', 'dark']) {
    await page.emulateMedia({ colorScheme: scheme });
    const violations = await blockingViolations(page);
    if (violations.length) failures.push(describeViolations(`${state}, ${scheme}`, violations));
    await saveScreenshot(page, `${name}-${state}-${scheme}`);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

for (const { name, hash, ready, run } of PAGES) {
  test(`axe: ${name} has no serious or critical violations, opened${run ? ' and after a run' : ''}, light and dark`, async () => {
    const { page, errors } = await app.open(hash);
    await page.getByTestId(ready).first().waitFor();
    const failures = [];
    await check(page, name, 'open', failures);
    if (run) {
      await run(page);
      await check(page, name, 'run', failures);
    }
    assert.equal(failures.length, 0, `\n${failures.join('\n')}`);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('axe: the home page (#/) has no serious or critical violations', async () => {
  const { page, errors } = await app.open('#/');
  await page.locator('main').waitFor();
  const failures = [];
  await check(page, 'home', 'open', failures);
  assert.equal(failures.length, 0, `\n${failures.join('\n')}`);
  assert.deepEqual(errors, []);
  await page.close();
});
