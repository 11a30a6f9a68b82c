// Fixes found in use (issue 11): memory limits, a dead worker, playback keys, animation
// at speed, number fields, charts and tables on phones, and hosting under a sub-path.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join, extname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { useApp, launchBrowser, frames, boardTiles, openAfresh } from '../lib/harness.js';
import { digits } from '../lib/puzzles.js';

const app = useApp();
const open = (hash) => app.open(hash);
const PHONE = { width: 390, height: 844 };

test('a frontier cap beyond the tab’s memory is refused with the limit, in the form and in links', async () => {
  const { page } = await open('#/tiles');
  const cap = page.getByTestId('max-frontier');
  await cap.fill('100000000');
  const error = page.getByTestId('max-frontier-error');
  assert.match(await error.textContent(), /too large for a browser tab.*≈ \d+(\.\d)? GB.*at most 1 GiB.*at most [\d,]+/);
  // The text stays as typed, Play waits, and the status line says why.
  assert.equal(await cap.inputValue(), '100000000');
  assert.equal(await page.getByTestId('play').isDisabled(), true);
  assert.match(await page.getByTestId('status').textContent(), /Fix the frontier cap first/);
  // A cap that fits clears the error at once and shows what it means in memory.
  await cap.fill('2000000');
  assert.equal(await error.count(), 0);
  assert.match(await page.getByTestId('max-frontier-note').textContent(), /≈ \d+ MB at the cap/);
  await cap.blur();
  assert.equal(await cap.inputValue(), '2,000,000', 'thousands separators');
  assert.equal(await page.getByTestId('play').isDisabled(), false);
  await page.close();

  // The same refusal in a link, and on the compare page.
  const linked = (await open('#/tiles?cap=100000000')).page;
  await linked.getByTestId('error').filter({ hasText: 'too large for a browser tab' }).waitFor();
  await linked.close();
  const compare = (await open('#/compare?cases=start10&algos=bfs&hs=manhattan&cap=100000000')).page;
  await compare.getByTestId('error').filter({ hasText: 'too large for a browser tab' }).waitFor();
  await compare.getByTestId('max-frontier').fill('99,999,999');
  assert.match(await compare.getByTestId('max-frontier-error').textContent(), /too large for a browser tab/);
  await compare.close();
});

test('a worker that dies is reported in words and replaced, and the next run works', async () => {
  const { page } = await open('#/compare?cases=start10&random=0&algos=astar&hs=manhattan&time=60');
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '1 of 1 runs — done' }).waitFor();
  // Kill the worker the way running out of memory does: a wasm trap.
  await page.evaluate(() => window.__puzzleLabWorker.postMessage('"Crash"'));
  await page.getByTestId('error').filter({ hasText: 'needed more memory than the tab has: lower the frontier cap' }).waitFor();
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '1 of 1 runs — done' }).waitFor();
  assert.equal(await page.getByTestId('compare-cost').first().textContent(), '10');
  assert.equal(await page.getByTestId('error').count(), 0);
  await page.close();
});

test('a run stopped by its cap explains itself and Play waits for new limits', async () => {
  const { page } = await open('#/tiles?board=7,11,12,4,2,3,14,1,6,5,13,8,9,10,15,0&algo=bfs&speed=100&cap=2000');
  await page.getByTestId('play').click();
  const status = page.getByTestId('status');
  await status.filter({ hasText: 'Stopped (Mem)' }).waitFor();
  assert.match(await status.textContent(), /the frontier passed the cap of 2,000 nodes\. Raise the frontier cap/);
  assert.equal(await page.getByTestId('play').isDisabled(), true, 'Play would only stop the same way');
  await page.getByTestId('max-frontier').fill('3000');
  assert.equal(await page.getByTestId('play').isDisabled(), false);
  await page.close();
});

test('while a solution is shown, → ← and PageDown/PageUp step through it and keep it', async () => {
  const { page } = await open('#/tiles?board=1,2,3,4,5,6,0,7,8&speed=100');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved: 2 moves' }).waitFor();
  const position = page.getByTestId('playback-position');
  await page.keyboard.press('ArrowRight');
  assert.equal(await position.textContent(), 'Move 1 of 2');
  await page.keyboard.press('PageDown');
  assert.equal(await position.textContent(), 'Move 2 of 2');
  await page.keyboard.press('PageUp');
  await page.keyboard.press('ArrowLeft');
  assert.equal(await position.textContent(), 'Move 0 of 2');
  // Up and down do not slide a tile either: the run, its numbers and chart stay.
  await page.keyboard.press('ArrowUp');
  assert.equal(await page.getByTestId('stat-cost').textContent(), '2 moves');
  await page.getByTestId('chart-frontier').waitFor();
  await page.close();
});

test('tiles jump while a fast search changes the board, and slide in solution playback', async () => {
  const { page } = await open('#/tiles?board=5,1,2,3,9,6,7,4,13,10,11,8,0,14,15,12&h=misplaced&speed=60');
  const board = page.getByTestId('tiles-board');
  assert.doesNotMatch(await board.getAttribute('class'), /\bjump\b/, 'moves by hand slide');
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: /Searching|Solved/ }).waitFor();
  // Read the status and the board's class in one go: the run may end between two reads.
  const seen = await page.evaluate(() => ({
    status: document.querySelector('[data-testid="status"]').textContent,
    board: document.querySelector('[data-testid="tiles-board"]').className,
  }));
  if (seen.status.startsWith('Searching')) {
    assert.match(seen.board, /\bjump\b/, '251 boards per second jump');
  }
  await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor();
  // The start board replaces the last searched one within a frame, so it jumps too;
  // a slide later the board is ready to slide again, and playback slides.
  await page.waitForFunction(() => !document.querySelector('[data-testid="tiles-board"]').classList.contains('jump'));
  await page.getByTestId('playback-next').click();
  assert.doesNotMatch(await board.getAttribute('class'), /\bjump\b/, 'playback slides');
  await page.close();
  // At 1 expansion per second each board stays longer than a slide, so tiles slide.
  const slow = (await open('#/tiles?board=5,1,2,3,9,6,7,4,13,10,11,8,0,14,15,12&speed=0')).page;
  await slow.getByTestId('play').click();
  await frames(slow, 3);
  assert.doesNotMatch(await slow.getByTestId('tiles-board').getAttribute('class'), /\bjump\b/);
  await slow.close();
});

test('race lanes jump rather than slide while breadth-first search runs fast, to the finish', async () => {
  // Breadth-first search explores all 181,440 states of the 8-puzzle on this 31-move board.
  const { page } = await open('#/race?board=8,6,7,2,5,4,3,0,1&racers=bfs:manhattan,astar:manhattan&speed=100');
  // Whenever a tile moves in a lane, note whether that lane's board jumps. The observer is
  // in place before Play: on a quiet machine the whole race takes well under a second.
  await page.evaluate(() => {
    window.laneMoves = [];
    new MutationObserver((records) => {
      for (const r of records) {
        const board = r.target.closest('.lanes [data-testid="tiles-board"]');
        if (board) window.laneMoves.push(board.classList.contains('jump'));
      }
    }).observe(document.body, { attributes: true, attributeFilter: ['style'], subtree: true });
  });
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Race finished' }).waitFor({ timeout: 120_000 });
  const moves = await page.evaluate(() => window.laneMoves);
  assert.ok(moves.length > 10, `${moves.length} tile moves seen`);
  assert.equal(moves.filter((jumped) => !jumped).length, 0, `tiles slid in ${moves.filter((j) => !j).length} of ${moves.length} moves`);
  assert.equal(await page.getByTestId('stat-cost-0').textContent(), '31');
  await page.close();
});

test('the search tree keeps its drawing at the size limit and the run can finish', async () => {
  const { page } = await open('#/tree?board=8,6,7,2,5,4,3,0,1&algo=astar&h=misplaced');
  await page.getByTestId('step-10').click();
  await page.getByTestId('run').click();
  const status = page.getByTestId('status');
  await status.filter({ hasText: 'Solved' }).waitFor();
  assert.match(await status.textContent(), /stopped growing at 400 nodes/);
  const nodes = await page.locator('[data-testid^="tree-node-"]').count();
  assert.ok(nodes > 300 && nodes <= 400, `${nodes} nodes drawn`);
  await page.close();
});

test('number fields keep the text, show the range beside them, and read 1e2 alike', async () => {
  const { page } = await open('#/compare');
  const depth = page.getByTestId('random-moves');
  for (const [text, why] of [['-3', /“-3”: must be a whole number from 0 to 200$/],
    ['0.5', /“0.5”: must be a whole number from 0 to 200$/],
    ['99999999', /“99999999”: must be a whole number from 0 to 200/],
    ['99999999999999999999', /“99999999999999999999”: must be a whole number from 0 to 200$/]]) {
    await depth.fill(text);
    await depth.blur();
    assert.equal(await depth.inputValue(), text, 'the typed text stays');
    assert.match(await page.getByTestId('random-moves-error').textContent(), why);
  }
  await depth.fill('12');
  assert.equal(await page.getByTestId('random-moves-error').count(), 0, 'fixed: the error goes');
  // 1e2 is not a plain number anywhere: the weight, the time and whole numbers alike.
  for (const id of ['weight', 'max-seconds', 'depth-limit']) {
    await page.getByTestId(id).fill('1e2');
    assert.match(await page.getByTestId(`${id}-error`).textContent(), /written out in digits \(no exponent\)/, id);
  }
  assert.match(await page.getByTestId('run-compare').textContent(), /Run \d+ search/);
  await page.close();

  const tiles = (await open('#/tiles')).page;
  await tiles.getByTestId('shuffle-moves').fill('1e3');
  assert.match(await tiles.getByTestId('shuffle-moves-error').textContent(), /random moves “1e3”: must be a whole number from 0 to [0-9,]+, written out in digits \(no exponent\)/);
  assert.equal(await tiles.getByTestId('shuffle').isDisabled(), true);
  await tiles.getByTestId('max-seconds').fill('0');
  assert.match(await tiles.getByTestId('max-seconds-error').textContent(), /must be a number from 0.1 to 3600/);
  assert.equal(await tiles.getByTestId('max-seconds').inputValue(), '0', 'no silent reset');
  await tiles.close();
});

test('both board errors show at once', async () => {
  const { page } = await open('#/tiles');
  await page.getByTestId('start-input').fill('1 2 3');
  await page.getByTestId('goal-input').fill('1 1 2 3');
  await page.getByTestId('apply-input').click();
  const error = await page.getByTestId('error').textContent();
  assert.match(error, /Start:/);
  assert.match(error, /Goal:/);
  await page.close();
});

/** The smallest font size (px) of the visible text inside `selector`. */
async function smallestText(page, selector) {
  return page.locator(selector).first().evaluate((root) => {
    let min = Infinity;
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const el = walker.currentNode.parentElement;
      if (!walker.currentNode.textContent.trim() || el.closest('.visually-hidden')) continue;
      const rect = el.getBoundingClientRect();
      if (rect.width === 0) continue;
      min = Math.min(min, parseFloat(getComputedStyle(el).fontSize));
    }
    return min;
  });
}

test('chart labels stay readable in race cards and on a phone, and nothing scrolls sideways', async () => {
  const board = '1,3,6,4,5,2,8,14,9,15,7,0,13,10,12,11';
  const { page } = await open(`#/race?board=${board}&racers=astar:manhattan,astar:misplaced&speed=100`);
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Race finished' }).waitFor();
  assert.ok(await smallestText(page, '[data-testid="chart-frontier-0"]') >= 12);
  await page.getByTestId('lane-0').screenshot({ path: '/tmp/fixes-race-1280.png' });
  await page.close();

  const phone = (await open('#/quality')).page;
  await phone.setViewportSize(PHONE);
  await phone.getByTestId('chart-quality').waitFor({ timeout: 60_000 });
  assert.ok(await smallestText(phone, '[data-testid="chart-quality"]') >= 12);
  await phone.screenshot({ path: '/tmp/fixes-quality-390.png', fullPage: true });
  const overflow = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(overflow <= PHONE.width, `the page is ${overflow} px wide`);
  await phone.close();
});

test('at 1280 px the compare table fits, b* included', async () => {
  const { page } = await open('#/compare?cases=start10,start14&random=0&algos=astar,idastar,wastar&hs=manhattan,inversions&time=60');
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '12 of 12 runs — done' }).waitFor();
  const [scroll, client] = await page.locator('.table-wrap').evaluate((e) => [e.scrollWidth, e.clientWidth]);
  assert.ok(scroll <= client, `${scroll} > ${client}`);
  await page.getByTestId('compare-table').screenshot({ path: '/tmp/fixes-compare-1280.png' });
  await page.close();
});

test('compare keeps the case column in view and says the table scrolls on a phone', async () => {
  const { page } = await open('#/compare?cases=start10&random=0&algos=astar&hs=manhattan,misplaced&time=60');
  await page.setViewportSize(PHONE);
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '2 of 2 runs — done' }).waitFor();
  const caseCell = page.getByTestId('compare-row').first().locator('th');
  assert.equal(await caseCell.evaluate((el) => getComputedStyle(el).position), 'sticky');
  assert.equal(await page.locator('.scroll-cue').isVisible(), true);
  assert.equal(await page.evaluate(() => document.documentElement.scrollWidth) <= PHONE.width, true);
  // Scrolled to the end, b* is in view and the case column still is.
  await page.locator('.table-wrap').evaluate((el) => { el.scrollLeft = el.scrollWidth; });
  const [first, last] = await Promise.all([caseCell.boundingBox(), page.getByTestId('compare-row').first().locator('td').last().boundingBox()]);
  assert.ok(first.x >= 0 && last.x + last.width <= PHONE.width + 1, JSON.stringify({ first, last }));
  // Short runs say the clock is coarse instead of a bare 0.0.
  assert.match(await page.locator('th[title*="browser"]').first().getAttribute('title'), /0\.1 ms/);
  await page.screenshot({ path: '/tmp/fixes-compare-390.png', fullPage: true });
  await page.close();
});

test('on a phone, the board and Play share one screen', async () => {
  const { page } = await open('#/tiles');
  await page.setViewportSize(PHONE);
  const play = await page.getByTestId('play').boundingBox();
  const board = await page.getByTestId('tiles-board').boundingBox();
  assert.ok(board.y >= 0 && play.y + play.height <= PHONE.height, JSON.stringify({ board, play }));
  await page.screenshot({ path: '/tmp/fixes-tiles-390.png' });
  await page.close();
});

test('when the clipboard refuses, the link shows readable and selected', async () => {
  const { page } = await open('#/tiles');
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new Error('not allowed'));
  });
  await page.getByTestId('share').click();
  const link = page.getByTestId('share-link');
  await link.waitFor();
  const look = await link.evaluate((el) => ({
    color: getComputedStyle(el).color,
    background: getComputedStyle(el).backgroundColor,
    selected: el.selectionStart === 0 && el.selectionEnd === el.value.length && document.activeElement === el,
  }));
  assert.notEqual(look.color, look.background);
  assert.notEqual(look.color, 'rgb(255, 255, 255)');
  assert.equal(look.selected, true);
  await page.close();
});

test('the default race finishes well within a minute', async () => {
  const { page } = await open('#/race');
  const algos = await page.locator('[data-testid^="racer-algo-"]').evaluateAll((els) => els.map((e) => e.value));
  assert.ok(!algos.includes('bfs'), algos.join());
  await page.close();
});

// Hosting for a class: the app works from a sub-path of any static server.
const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
let sub;
before(async () => {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url, 'http://x');
    if (!url.pathname.startsWith('/sub/')) {
      res.writeHead(404).end();
      return;
    }
    const path = normalize(decodeURIComponent(url.pathname.slice('/sub'.length)));
    const file = join(DIST, path.endsWith('/') ? join(path, 'index.html') : path);
    const types = { '.html': 'text/html', '.js': 'text/javascript', '.wasm': 'application/wasm', '.css': 'text/css' };
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  sub = { server, url: `http://127.0.0.1:${server.address().port}/sub/`, chrome: await launchBrowser() };
});
after(async () => {
  await sub?.chrome.close();
  await new Promise((r) => sub?.server.close(r));
});

test('served from a sub-path, every page and the worker work, with no request elsewhere', async () => {
  const page = await sub.chrome.browser.newPage();
  const outside = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(sub.url) && !r.url().startsWith('data:') && !r.url().startsWith('blob:')) outside.push(r.url());
  });
  await page.goto(`${sub.url}#/compare?cases=start10&random=0&algos=astar&hs=manhattan`);
  await page.getByTestId('run-compare').click();
  await page.getByTestId('compare-progress').filter({ hasText: '1 of 1 runs — done' }).waitFor();
  await openAfresh(page, `${sub.url}#/tiles?board=1,2,3,4,5,6,0,7,8`);
  await page.getByTestId('tiles-board').waitFor();
  assert.deepEqual(await boardTiles(page), [1, 2, 3, 4, 5, 6, 0, 7, 8]);
  assert.ok(page.url().startsWith(`${sub.url}#/tiles`), page.url());
  assert.deepEqual(outside, []);
  await page.close();
});
