// Test harness: serves ../dist on a free loopback port and drives Debian's Chromium
// through playwright-core. Nothing here downloads anything.
import { createServer } from 'node:http';
import { readFile, stat } from 'node:fs/promises';
import { join, extname, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { before, after } from 'node:test';
import { chromium } from 'playwright-core';

const DIST = fileURLToPath(new URL('../../dist/', import.meta.url));
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.wasm': 'application/wasm',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.webmanifest': 'application/manifest+json',
  '.json': 'application/json',
};

/** Serves the built app from dist/ on 127.0.0.1 and resolves to its base URL. */
export async function serveDist() {
  await stat(join(DIST, 'index.html')).catch(() => {
    throw new Error('dist/index.html is missing: run `trunk build --release --features test-hooks` first');
  });
  const server = createServer(async (req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url, 'http://x').pathname));
    const file = join(DIST, path.endsWith('/') ? join(path, 'index.html') : path);
    if (!file.startsWith(DIST)) {
      res.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
      res.end(body);
    } catch {
      res.writeHead(404).end('not found');
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((r) => server.close(r)) };
}

/**
 * Launches headless Chromium with the flags this closed network needs. Playwright gives
 * each launch a fresh temporary profile of its own.
 */
export async function launchBrowser() {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    args: [
      '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  });
  return {
    browser,
    close: () => browser.close(),
  };
}

/**
 * Registers before/after hooks that serve dist/ and launch Chromium once for the file.
 * Returns an object whose `open(hash)` opens a fresh page at `#/…`, collecting page
 * errors and console errors in `errors` so a test can assert there were none.
 */
export function useApp() {
  const ctx = {};
  before(async () => {
    ctx.server = await serveDist();
    ctx.chrome = await launchBrowser();
  });
  after(async () => {
    await ctx.chrome?.close();
    await ctx.server?.close();
  });
  ctx.open = async (hash = '') => {
    const page = await ctx.chrome.browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto(ctx.server.url + hash);
    return { page, errors };
  };
  return ctx;
}

/**
 * Opens `url` as a new document, as a link opened in a fresh tab is. (A `goto` to
 * another hash of the page on show only changes the hash, and a reload sent straight
 * after it may reload the address before it.)
 */
export async function openAfresh(page, url) {
  await page.goto('about:blank');
  await page.goto(url);
}

/** Resolves after the browser has painted `n` more animation frames (no wall-clock sleep). */
export function frames(page, n = 2) {
  return page.evaluate(
    (count) => new Promise((resolve) => {
      let left = count;
      const tick = () => (--left <= 0 ? resolve() : requestAnimationFrame(tick));
      requestAnimationFrame(tick);
    }),
    n,
  );
}

/** The tiles of the board as drawn, row-major, read from each tile's grid position. */
export async function boardTiles(page) {
  return page.getByTestId('tiles-board').evaluate((board) => {
    const n = Number(getComputedStyle(board).getPropertyValue('--n'));
    const rows = Number(getComputedStyle(board).getPropertyValue('--rows')) || n;
    const cells = new Array(rows * n);
    for (const tile of board.querySelectorAll('[data-testid^="tile-"]')) {
      const r = Number(tile.style.getPropertyValue('--r'));
      const c = Number(tile.style.getPropertyValue('--c'));
      cells[r * n + c] = Number(tile.dataset.testid.slice(5));
    }
    return cells;
  });
}
