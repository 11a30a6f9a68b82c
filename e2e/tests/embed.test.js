// Embed mode (issue 19): `embed=1` shows the page alone (no menu, header or footer) with a
// way out to the full page; `autoplay=1` plays the run on open, `loop=1` with a step range
// `from`/`to` goes round it; the Embed button's snippet is an <iframe> of the same view;
// bad embed settings are named in a notice and the page still works.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();
const EMBED_KEYS = ['embed', 'autoplay', 'loop', 'from', 'to'];

// Korf's first 15-puzzle: A* runs for millions of expansions, so it never ends here.
const KORF1 = '14,13,15,7,11,12,9,5,6,0,2,1,4,8,10,3';
const TILES = `#/tiles?board=${KORF1}&goal=blank-first&algo=astar&h=manhattan`;

/** The expansions the page shows (the run's step counter). */
async function expanded(page) {
  const text = await page.getByTestId('stat-expanded').textContent();
  return Number(text.replace(/\D/g, ''));
}

/** Waits until the step counter shows more than `than`. */
function advancesPast(page, than) {
  return page.waitForFunction((n) => {
    const text = document.querySelector('[data-testid="stat-expanded"]')?.textContent ?? '';
    return Number(text.replace(/\D/g, '')) > n;
  }, than, { timeout: 20_000 });
}

/** A query's pairs as a sorted list, without the keys in `drop`. */
function pairs(query, drop = []) {
  return [...new URLSearchParams(query)].filter(([k]) => !drop.includes(k)).sort();
}

test('an embed=1&autoplay=1 tile link shows the board alone, and the run plays', async () => {
  const { page, errors } = await app.open(`${TILES}&speed=50&embed=1&autoplay=1`);
  await page.getByTestId('tiles-board').waitFor();
  await page.getByTestId('pause').waitFor();
  const first = await expanded(page);
  await advancesPast(page, first);
  for (const hidden of ['header', 'nav', 'footer', '[data-testid="share"]']) {
    assert.equal(await page.locator(hidden).first().isVisible(), false, `${hidden} is hidden`);
  }
  assert.ok(await page.getByTestId('tiles-board').isVisible());
  const open = page.getByTestId('embed-open');
  assert.ok(await open.isVisible(), 'the way out to the full page is shown');
  assert.equal(await open.getAttribute('target'), '_blank');
  assert.equal(await open.getAttribute('rel'), 'noopener');
  const own = new URL(page.url()).hash.split('?')[1];
  assert.equal(new URLSearchParams(own).get('embed'), '1', 'the page keeps its embed keys in its link');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), open.click()]);
  await tab.locator('header').waitFor();
  const full = new URL(tab.url());
  assert.deepEqual(pairs(full.hash.split('?')[1]), pairs(own, EMBED_KEYS),
    'the full page opens in a new tab, with the same settings and without the embed keys');
  assert.ok(await tab.locator('footer').isVisible());
  await tab.close();
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Embed button shows and copies an iframe snippet with the page\'s settings', async () => {
  const { page, errors } = await app.open(`${TILES}&speed=40`);
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByTestId('tiles-board').waitFor();
  await page.getByTestId('embed').click();
  const field = page.getByTestId('embed-snippet');
  await field.waitFor();
  const snippet = await field.inputValue();
  assert.ok(await field.evaluate((e) => e.readOnly), 'read-only');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), snippet,
    'the field shows what was copied');
  const frame = await page.evaluate((html) => {
    const f = new DOMParser().parseFromString(html, 'text/html').querySelector('iframe');
    return f && Object.fromEntries(['src', 'width', 'height', 'title', 'loading'].map((a) => [a, f.getAttribute(a)]));
  }, snippet);
  assert.ok(frame, `an iframe: ${snippet}`);
  assert.equal(frame.loading, 'lazy');
  assert.match(frame.title, /^Puzzle Lab: /);
  assert.ok(Number(frame.width) >= 640 && Number(frame.height) >= 400, `${frame.width}×${frame.height}`);
  const src = new URL(frame.src);
  const pageUrl = new URL(page.url());
  assert.equal(src.origin + src.pathname, pageUrl.origin + pageUrl.pathname);
  const [route, query] = src.hash.split('?');
  assert.equal(route, '#/tiles');
  const params = new URLSearchParams(query);
  assert.equal(params.get('embed'), '1');
  assert.equal(params.get('autoplay'), '1');
  assert.deepEqual(pairs(query, ['embed', 'autoplay']), pairs(pageUrl.hash.split('?')[1]),
    'the snippet holds the page\'s settings');
  assert.equal(params.get('speed'), '40');
  assert.deepEqual(errors, []);
  await page.close();

  // The snippet opens as it says: embedded and playing.
  const embedded = await app.open(`#/tiles?${query}`);
  await embedded.page.getByTestId('pause').waitFor();
  assert.equal(await embedded.page.locator('header').isVisible(), false);
  await embedded.page.close();
});

test('loop=1 with a step range goes back to from at to, and never passes it', async () => {
  const { page, errors } = await app.open(`${TILES}&speed=60&embed=1&autoplay=1&loop=1&from=10&to=30`);
  await page.getByTestId('tiles-board').waitFor();
  const seen = await page.waitForFunction(() => {
    const text = document.querySelector('[data-testid="stat-expanded"]')?.textContent ?? '';
    const n = Number(text.replace(/\D/g, ''));
    const w = (window.loopSeen ??= { max: 0, wrapped: null });
    if (w.max >= 30 && n < w.max && n > 0) w.wrapped = n;
    w.max = Math.max(w.max, n);
    return w.wrapped !== null && w;
  }, null, { polling: 'raf', timeout: 30_000 }).then((h) => h.jsonValue());
  assert.equal(seen.max, 30, 'the run stops exactly at to');
  assert.equal(seen.wrapped, 10, 'and starts again from from');
  await page.getByTestId('pause').waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});

test('a bad step range is named in a notice, and the page still works', async () => {
  for (const [range, words] of [['from=9&to=3', 'from 9 to 3 ends before it starts'], ['to=abc', 'to \u201cabc\u201d']]) {
    const { page, errors } = await app.open(`${TILES}&speed=50&embed=1&${range}`);
    await page.getByTestId('saved-notice').filter({ hasText: words }).waitFor();
    await page.getByTestId('play').click();
    await advancesPast(page, 0);
    assert.deepEqual(errors, [], range);
    await page.close();
  }
});

test('the loop works through the shared run session on the Sudoku solver and the GA pages too', async () => {
  for (const link of ['#/sudoku?mode=solve&speed=60&embed=1&autoplay=1&loop=1&from=3&to=15',
    '#/magic?speed=40&embed=1&autoplay=1&loop=1&from=2&to=5']) {
    const { page, errors } = await app.open(link);
    const [from, to] = link.match(/from=(\d+)&to=(\d+)/).slice(1).map(Number);
    // The timeline's label ("Steps 15 of 15", "Generations 2 of 5") goes up to `to`, and
    // then back down to `from`. A fast run can be past its first lap before the test
    // looks, so the second wrap is the one checked: its lap was seen whole.
    const seen = await page.waitForFunction(() => {
      const text = document.querySelector('[data-testid="timeline-label"]')?.textContent ?? '';
      const at = Number(text.match(/(\d+) of/)?.[1] ?? -1);
      if (at < 0) return false;
      const w = (window.loopSeen ??= { wraps: [], top: -1, prev: -1 });
      if (w.prev >= 0 && at < w.prev && !text.includes('going')) {
        w.wraps.push({ top: w.top, back: at });
        w.top = -1;
      }
      w.top = Math.max(w.top, at);
      w.prev = at;
      return w.wraps.length >= 2 && w.wraps[1];
    }, null, { polling: 'raf', timeout: 30_000 }).then((h) => h.jsonValue());
    assert.equal(seen.top, to, `${link}: up to ${to}`);
    assert.equal(seen.back, from, `${link}: back to ${from}`);
    assert.deepEqual(errors, [], link);
    await page.close();
  }
});

test('an embedded page runs inside an iframe under the strict CSP', async () => {
  const { page, errors } = await app.open('#/tiles?h=manhattan');
  await page.getByTestId('tiles-board').waitFor();
  const src = `${new URL(page.url()).origin}/#/sudoku?mode=solve&speed=50&embed=1&autoplay=1`;
  await page.evaluate((url) => {
    document.body.innerHTML = '';
    const frame = document.createElement('iframe');
    Object.assign(frame, { src: url, width: 640, height: 400, title: 'Puzzle Lab: Sudoku' });
    document.body.append(frame);
  }, src);
  const frame = page.frameLocator('iframe');
  await frame.getByTestId('pause').waitFor();
  assert.ok(await frame.getByTestId('sudoku-grid').isVisible());
  assert.equal(await frame.locator('header').isVisible(), false);
  // A refused script, style or connection would show as a console error (from any frame).
  await frame.getByTestId('timeline-label').filter({ hasText: /[1-9]\d* of/ }).waitFor();
  assert.deepEqual(errors, []);
  await page.close();
});
