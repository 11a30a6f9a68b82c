// The lecture screen and the shell's look (issue 16, sections 1, 3 and 6): in teaching
// mode every solver page holds the board, the controls, the pseudocode, a counter and the
// narration on one screen at projector resolutions, with or without the projector theme;
// the menu folds into a slim bar; the display switches (projector, colours, full screen)
// work and are remembered; dark + projector keeps its contrast; no page is wider than a
// phone; tables print without the app around them; the console is clean at load.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { blockingViolations, describeViolations } from '../lib/axe.js';
import { GRID1 } from '../lib/puzzles.js';

const app = useApp();

/** Opens `hash` in a fresh page of the given size and colour scheme. */
async function open(hash, { width = 1280, height = 720, colorScheme = 'light', mobile = false } = {}) {
  const page = await app.chrome.browser.newPage({
    viewport: { width, height }, colorScheme, reducedMotion: 'reduce', isMobile: mobile, hasTouch: mobile,
  });
  const errors = [];
  const warnings = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
    if (m.type() === 'warning') warnings.push(m.text());
  });
  await page.goto(app.server.url + hash);
  return { page, errors, warnings };
}

/**
 * The solver pages and what stands for each part a lecturer points at. Race has no
 * pseudocode or narration of its own (its lanes run different algorithms): its status
 * line stands for the narration, and a lane's board and counters for the rest.
 */
const STAGES = [
  { name: 'tiles', hash: '#/tiles?board=8,6,7,2,5,4,3,0,1&algo=astar&h=manhattan', counter: 'stat-expanded', narration: 'narration', code: true },
  { name: 'sudoku solver', hash: `#/sudoku?mode=solve&puzzle=${GRID1}`, counter: 'stat-assignments', narration: 'narration', code: true },
  { name: 'race', hash: '#/race?board=1,3,6,4,5,8,15,14,9,2,7,0,13,10,12,11&racers=astar:manhattan,astar:misplaced', counter: 'stat-expanded-0', narration: 'status', code: false },
  // Its first generation solves the default puzzle, so the run ends there (no timeline).
  { name: 'sudoku GA', hash: '#/ga/sudoku?', counter: 'stat-generation', narration: 'live-narration', code: true, ends: true },
  { name: 'magic squares', hash: '#/magic?', counter: 'stat-generation', narration: 'live-narration', code: true },
];
const SIZES = [[1280, 720], [1366, 768], [1920, 1080]];

/** Where an element lies relative to the viewport: null when wholly inside, else why not. */
function outside(page, locator) {
  return locator.first().evaluate((e) => {
    const b = e.getBoundingClientRect();
    if (b.width === 0 || b.height === 0) return 'not drawn';
    const ok = b.left >= 0 && b.top >= 0 && b.right <= innerWidth + 0.5 && b.bottom <= innerHeight + 0.5;
    return ok ? null : `at ${Math.round(b.left)},${Math.round(b.top)}–${Math.round(b.right)},${Math.round(b.bottom)} in ${innerWidth}×${innerHeight}`;
  });
}

for (const [width, height] of SIZES) {
  for (const projector of [true, false]) {
    test(`teaching mode at ${width}×${height}${projector ? ' with the projector theme' : ''}: each solver page holds its stage on one screen`, async () => {
      for (const stage of STAGES) {
        const sep = stage.hash.includes('?') ? '&' : '?';
        const { page, errors } = await open(`${stage.hash}${sep}teach=1&projector=${projector ? 1 : 0}`, { width, height });
        await page.getByTestId('step').waitFor();
        assert.equal(await page.evaluate(() => document.documentElement.dataset.teach), 'on', stage.name);
        await page.getByTestId('step').click();
        await page.getByTestId(stage.counter).first().waitFor();
        if (stage.code) await page.locator('[aria-current="step"]').waitFor();
        const board = page.locator('[data-testid="tiles-board"], .sudoku-grid, [data-testid="magic-grid"]');
        const parts = {
          board, play: page.getByTestId('play'), step: page.getByTestId('step'), speed: page.getByTestId('speed'),
          counter: page.getByTestId(stage.counter), narration: page.getByTestId(stage.narration),
        };
        if (stage.code) {
          // The pseudocode's box, and its highlighted line within it.
          parts.pseudocode = page.locator('aside.teach');
          parts['highlighted line'] = page.locator('[aria-current="step"]');
        }
        if (stage.code && !stage.ends) parts['step back'] = page.getByTestId('step-back');
        for (const [part, locator] of Object.entries(parts)) {
          assert.equal(await outside(page, locator), null, `${stage.name}: ${part}`);
        }
        const { scrollWidth, innerWidth, nav } = await page.evaluate(() => ({
          scrollWidth: document.documentElement.scrollWidth,
          innerWidth,
          nav: document.querySelector('.app-header').getBoundingClientRect().height / innerHeight,
        }));
        assert.ok(scrollWidth <= innerWidth, `${stage.name}: ${scrollWidth} px wide`);
        assert.ok(nav <= 0.08, `${stage.name}: the header takes ${(nav * 100).toFixed(1)} % of the height`);
        assert.equal(await page.evaluate(() => document.documentElement.dataset.projector ?? null), projector ? 'on' : null);
        assert.deepEqual(errors, [], stage.name);
        await page.close();
      }
    });
  }
}

test('outside teaching mode the header takes at most a quarter of a lecture screen, its menu on a row of its own', async () => {
  for (const [width, height] of SIZES) {
    for (const projector of [0, 1]) {
      for (const route of ['', 'race/sudoku', 'compare', 'experiments']) {
        const { page, errors } = await open(`#/${route}?projector=${projector}`, { width, height });
        await page.locator('main > *').first().waitFor();
        const where = `${route || 'home'} at ${width}×${height}, projector ${projector}`;
        const { header, menu, brand } = await page.evaluate(() => {
          const box = (q) => document.querySelector(q).getBoundingClientRect();
          return { header: box('.app-header').height / innerHeight, menu: box('.nav-groups').top, brand: box('.brand').bottom };
        });
        assert.ok(header <= 0.25, `${where}: the header takes ${(header * 100).toFixed(1)} % of the height`);
        assert.ok(menu >= brand - 1, `${where}: the menu starts under the name (${menu} < ${brand})`);
        // Every page of the menu is in view, none folded away.
        for (const link of await page.locator('.nav-groups a').all()) {
          assert.equal(await outside(page, link), null, `${where}: ${await link.textContent()}`);
        }
        assert.deepEqual(errors, [], where);
        await page.close();
      }
    }
  }
});

test('outside teaching mode the whole tile board and Sudoku grid show on a lecture screen without scrolling', async () => {
  const boards = [['tiles', 'tiles-board'], ['tiles?board=1,2,3,4,5,6,7,8,9,10,11,12,13,14,0,15', 'tiles-board'],
    ['sudoku', 'sudoku-grid'], ['sudoku?mode=solve', 'sudoku-grid']];
  for (const [width, height] of SIZES) {
    for (const projector of [0, 1]) {
      for (const [route, testid] of boards) {
        const sep = route.includes('?') ? '&' : '?';
        const { page, errors } = await open(`#/${route}${sep}projector=${projector}`, { width, height });
        const board = page.getByTestId(testid);
        await board.waitFor();
        const where = `${route} at ${width}×${height}, projector ${projector}`;
        assert.equal(await outside(page, board), null, where);
        // Still a board to play on: at least a third of the screen's height.
        assert.ok((await board.boundingBox()).height >= height / 3, where);
        assert.deepEqual(errors, [], where);
        await page.close();
      }
    }
  }
});

test('on a phone held sideways (844×390) the menu folds behind its button and the board and grid show whole', async () => {
  for (const [route, testid] of [['tiles', 'tiles-board'], ['sudoku', 'sudoku-grid']]) {
    const { page, errors } = await open(`#/${route}`, { width: 844, height: 390, mobile: true });
    const board = page.getByTestId(testid);
    await board.waitFor();
    const header = await page.evaluate(() => document.querySelector('.app-header').getBoundingClientRect().height);
    assert.ok(header <= 390 * 0.2, `${route}: the header is ${header} px high`);
    assert.equal(await page.locator('.nav-groups').isVisible(), false, `${route}: the menu is folded`);
    assert.equal(await outside(page, board), null, `${route}: the whole ${testid} is in view`);
    // The menu is one tap away, and every page in it can be reached.
    await page.getByTestId('menu-toggle').click();
    await page.getByTestId('nav-magic').scrollIntoViewIfNeeded();
    assert.ok(await page.getByTestId('nav-magic').isVisible(), `${route}: the open menu lists the pages`);
    assert.deepEqual(errors, [], route);
    await page.close();
  }
});

test('teaching mode: the menu folds behind its button and opens over the stage', async () => {
  const { page, errors } = await open('#/tiles?teach=1&projector=1');
  await page.getByTestId('teach-panel').waitFor();
  assert.equal(await page.getByTestId('nav-race').isVisible(), false);
  await page.getByTestId('menu-toggle').click();
  assert.equal(await page.getByTestId('menu-toggle').getAttribute('aria-expanded'), 'true');
  // The open menu lies over the stage: the board does not move.
  const before = await page.getByTestId('tiles-board').boundingBox();
  await page.getByTestId('nav-race').click();
  await page.getByTestId('race-start').waitFor();
  assert.ok(before.y < 120, `the board starts at ${before.y}`);
  assert.equal(await page.getByTestId('nav-race').isVisible(), true, 'without teaching mode the menu is open');
  // Race has teaching mode too: in its link, and its switch leaves it.
  await page.evaluate(() => { location.hash = '#/race?teach=1'; });
  await page.waitForFunction(() => document.documentElement.dataset.teach === 'on');
  assert.equal(await page.getByTestId('nav-race').isVisible(), false);
  await page.getByTestId('teach-toggle').click();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.teach ?? null), null);
  await page.waitForFunction(() => !location.hash.includes('teach=1'));
  assert.deepEqual(errors, []);
  await page.close();
});

test('the projector theme scales with the window, and below 700 px wide stays the normal theme', async () => {
  const rootPx = (page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
  const sizes = {};
  for (const [width, height] of [[1280, 720], [1920, 1080], [600, 900]]) {
    for (const projector of [0, 1]) {
      const { page } = await open(`#/compare?projector=${projector}`, { width, height });
      await page.getByTestId('run-compare').waitFor();
      // The projector theme applies on pages without teaching mode, too.
      assert.equal(await page.evaluate(() => document.documentElement.dataset.projector ?? null), projector ? 'on' : null);
      sizes[`${width}/${projector}`] = await rootPx(page);
      assert.ok(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth), `${width} px, projector ${projector}`);
      await page.close();
    }
  }
  assert.ok(sizes['1920/1'] > sizes['1280/1'] * 1.2, JSON.stringify(sizes));
  assert.ok(sizes['1920/1'] > sizes['1920/0'], JSON.stringify(sizes));
  assert.equal(sizes['600/1'], sizes['600/0'], JSON.stringify(sizes));
});

test('Sudoku candidates fit their cells under the projector theme', async () => {
  for (const [width, height] of [[1280, 720], [1920, 1080]]) {
    for (const teach of [0, 1]) {
      const { page } = await open(`#/sudoku?mode=solve&puzzle=${GRID1}&projector=1&teach=${teach}`, { width, height });
      await page.getByTestId('step').click();
      await page.locator('.sudoku-cell .marks span:not(:empty)').first().waitFor();
      const clipped = await page.evaluate(() => {
        const bad = [];
        for (const cell of document.querySelectorAll('.sudoku-cell')) {
          const c = cell.getBoundingClientRect();
          for (const mark of cell.querySelectorAll('.marks span')) {
            const m = mark.getBoundingClientRect();
            if (m.bottom > c.bottom + 0.5 || m.right > c.right + 0.5 || m.top < c.top - 0.5) bad.push(mark.textContent);
          }
        }
        return bad;
      });
      assert.deepEqual(clipped, [], `${width}×${height}, teach=${teach}`);
      await page.close();
    }
  }
});

test('dark colours with the projector theme keep every control readable (axe color-contrast)', async () => {
  for (const hash of [`#/tiles?board=8,6,7,2,5,4,3,0,1&teach=1&projector=1`, `#/sudoku?mode=solve&puzzle=${GRID1}&teach=1&projector=1`, '#/magic?teach=1&projector=1', '#/race?teach=1&projector=1', '#/compare?projector=1']) {
    for (const colorScheme of ['dark', 'light']) {
      const { page, errors } = await open(hash, { width: 1280, height: 720, colorScheme });
      await page.locator('main button').first().waitFor();
      if (await page.getByTestId('step').count()) await page.getByTestId('step').click();
      const violations = (await blockingViolations(page)).filter((v) => v.id === 'color-contrast');
      assert.deepEqual(violations, [], `${hash} (${colorScheme}):\n${describeViolations(hash, violations)}`);
      assert.deepEqual(errors, []);
      await page.close();
    }
  }
});

test('the colour choice (light, dark, high contrast or the system) is kept across a reload', async () => {
  const { page, errors } = await open('#/tiles?teach=1', { colorScheme: 'light' });
  const picker = page.getByTestId('theme-scheme');
  const background = () => page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
  const light = await background();
  await picker.selectOption('dark');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.scheme), 'dark');
  const dark = await background();
  assert.notEqual(dark, light);
  await page.reload();
  await page.getByTestId('teach-panel').waitFor();
  assert.equal(await page.evaluate(() => document.documentElement.dataset.scheme), 'dark');
  assert.equal(await background(), dark);
  assert.equal(await picker.inputValue(), 'dark');
  // High contrast: black on white, and axe finds nothing serious.
  await picker.selectOption('contrast');
  assert.equal(await page.evaluate(() => getComputedStyle(document.body).color), 'rgb(0, 0, 0)');
  assert.deepEqual((await blockingViolations(page)).filter((v) => v.id === 'color-contrast'), []);
  // Back to the system's setting: nothing is forced.
  await picker.selectOption('system');
  assert.equal(await page.evaluate(() => document.documentElement.dataset.scheme ?? null), null);
  assert.equal(await background(), light);
  await page.reload();
  await page.getByTestId('teach-panel').waitFor();
  assert.equal(await picker.inputValue(), 'system');
  assert.deepEqual(errors, []);
  await page.close();
});

test('Full screen enters and leaves full screen', async () => {
  const { page, errors } = await open('#/tiles?teach=1');
  await page.getByTestId('teach-panel').waitFor();
  const button = page.getByTestId('fullscreen');
  await button.click();
  await page.waitForFunction(() => document.fullscreenElement === document.documentElement);
  await page.getByTestId('fullscreen').filter({ hasText: 'Exit full screen' }).waitFor();
  assert.equal(await button.getAttribute('aria-pressed'), 'true');
  await button.click();
  await page.waitForFunction(() => document.fullscreenElement === null);
  // The page re-renders on `fullscreenchange`, a moment after the element is gone.
  await page.getByTestId('fullscreen').filter({ hasText: /^Full screen$/ }).waitFor();
  assert.equal(await button.getAttribute('aria-pressed'), 'false');
  assert.deepEqual(errors, []);
  await page.close();
});

/** Resolves to the page's width when it is wider than `width`, else null. */
const tooWide = (page, width) => page.evaluate((w) => (document.documentElement.scrollWidth > w ? document.documentElement.scrollWidth : null), width);

test('on a 390 px phone no page is wider than the screen, with or without the projector theme', async () => {
  const { page: home } = await open('#/', { width: 390, height: 844, mobile: true });
  await home.getByTestId('menu-toggle').waitFor();
  const links = await home.locator('.nav-groups a').evaluateAll((as) => as.map((a) => a.getAttribute('href').split('?')[0]));
  await home.close();
  assert.ok(links.length >= 10, links.join(' '));
  for (const route of ['#/', ...links]) {
    for (const extra of ['', 'projector=1', 'projector=1&teach=1']) {
      const hash = extra ? `${route}${route.includes('?') ? '&' : '?'}${extra}` : route;
      const { page, errors } = await open(hash, { width: 390, height: 844, mobile: true });
      await page.locator('main h1').first().waitFor({ state: 'attached' });
      assert.equal(await tooWide(page, 390), null, hash);
      assert.deepEqual(errors, [], hash);
      await page.close();
    }
  }
});

test('on a phone: magic squares, the Sudoku GA and a Sudoku comparison after Run fit the screen', async () => {
  const phone = { width: 390, height: 844, mobile: true };
  for (const hash of ['#/magic', '#/ga/sudoku', '#/magic?projector=1', '#/ga/sudoku?projector=1']) {
    const { page } = await open(hash, phone);
    await page.getByTestId('play').waitFor();
    assert.equal(await tooWide(page, 390), null, hash);
    await page.close();
  }
  const { page, errors } = await open(`#/sudoku?mode=compare&puzzle=${GRID1}`, phone);
  await page.getByTestId('compare-run').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'Finished' }).waitFor();
  await page.getByTestId('compare-table').waitFor();
  assert.equal(await tooWide(page, 390), null, 'Sudoku compare after Run');
  assert.deepEqual(errors, []);
  await page.close();
});

test('on a phone, Shuffle keeps the board in view; checkboxes are 24 px targets', async () => {
  const { page, errors } = await open('#/tiles', { width: 390, height: 844, mobile: true });
  await page.getByTestId('shuffle').scrollIntoViewIfNeeded();
  assert.notEqual(await outside(page, page.getByTestId('tiles-board')), null, 'the board is out of view before Shuffle');
  await page.getByTestId('shuffle').click();
  await page.waitForFunction(() => {
    const b = document.querySelector('[data-testid="tiles-board"]').getBoundingClientRect();
    return b.top >= -1 && b.bottom <= innerHeight + 1;
  });
  assert.deepEqual(errors, []);
  await page.close();
  for (const hash of [`#/sudoku?mode=compare&puzzle=${GRID1}`, '#/compare', '#/experiments']) {
    const { page: p } = await open(hash, { width: 390, height: 844, mobile: true });
    await p.locator('input[type="checkbox"]').first().waitFor({ state: 'attached' });
    const small = await p.locator('input[type="checkbox"]').evaluateAll((boxes) => boxes
      .map((b) => b.getBoundingClientRect())
      .filter((r) => r.width > 0 && (r.width < 24 || r.height < 24))
      .map((r) => `${r.width}×${r.height}`));
    assert.deepEqual(small, [], hash);
    await p.close();
  }
});

test('printing a table page leaves out the menu and the forms, and keeps every column on the page', async () => {
  const { page, errors } = await open('#/compare?cases=start10,start14&random=0&algos=astar,idastar,bfs,greedy&hs=manhattan&time=60', { width: 1280, height: 900 });
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: 'done' }).waitFor();
  await page.emulateMedia({ media: 'print' });
  for (const hidden of ['.app-header', '.app-footer', 'fieldset', '[data-testid="run-compare"]']) {
    assert.equal(await page.locator(hidden).first().isVisible(), false, hidden);
  }
  const table = page.locator('table.results').first();
  assert.equal(await table.isVisible(), true);
  const fits = await table.evaluate((t) => {
    const wrap = t.closest('.table-wrap') ?? t.parentElement;
    return t.getBoundingClientRect().right <= document.documentElement.clientWidth + 0.5 && wrap.scrollWidth <= wrap.clientWidth + 0.5;
  });
  assert.ok(fits, 'the table is as wide as the page at most');
  await page.emulateMedia({ media: 'screen' });
  assert.equal(await page.locator('.app-header').isVisible(), true);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the home page and a worker page load with a clean console (no warning, no error)', async () => {
  for (const hash of ['#/', '#/compare?cases=start10&random=0&algos=astar&hs=manhattan&time=60']) {
    const { page, errors, warnings } = await open(hash);
    await page.waitForLoadState('networkidle');
    if (hash !== '#/') {
      // The worker is started and answers, so its own start-up is included.
      await page.getByTestId('run-compare').click();
      await page.getByTestId('compare-progress').filter({ hasText: 'done' }).waitFor();
    }
    assert.deepEqual(errors, [], hash);
    assert.deepEqual(warnings, [], hash);
    await page.close();
  }
});
