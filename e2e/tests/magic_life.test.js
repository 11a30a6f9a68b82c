// Issue 16, magic squares and GA pages: a square played by hand survives a reload, its
// swaps undo and redo (buttons and keys), a new square asks before replacing a game in
// progress; large orders stay readable (every number unclipped, or a heat map with its
// sums); the population field names the genes limit; number messages say what is allowed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';
import { magicCells } from '../lib/puzzles.js';

const app = useApp();

/** Swaps two cells of the square by clicking them. */
async function swap(page, [r1, c1], [r2, c2]) {
  await page.getByTestId(`magic-cell-${r1}-${c1}`).click();
  await page.getByTestId(`magic-cell-${r2}-${c2}`).click();
}

/** The swap counter's number. */
async function swaps(page) {
  const text = await page.getByTestId('swap-counter').textContent();
  return Number(text.replace(/[^0-9]/g, ''));
}

test('a magic square played by hand survives a reload, with its undo and redo', async () => {
  const { page, errors } = await app.open('#/magic?n=4');
  await page.getByTestId('magic-grid').waitFor();
  const tidy = await magicCells(page, 4);
  assert.deepEqual(tidy, Array.from({ length: 16 }, (_, i) => i + 1));
  assert.equal(await page.getByTestId('undo').isDisabled(), true, 'nothing to undo yet');
  await swap(page, [0, 0], [3, 3]);
  const one = await magicCells(page, 4);
  await swap(page, [0, 1], [2, 2]);
  const two = await magicCells(page, 4);
  assert.notDeepEqual(two, one);
  assert.equal(await swaps(page), 2);

  // Undo and Redo, by button and by key.
  await page.getByTestId('undo').click();
  assert.deepEqual(await magicCells(page, 4), one);
  assert.equal(await swaps(page), 1);
  await page.getByTestId('redo').click();
  assert.deepEqual(await magicCells(page, 4), two);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await magicCells(page, 4), one);
  await page.keyboard.press('Control+y');
  assert.deepEqual(await magicCells(page, 4), two);
  await page.keyboard.press('Control+z');
  await page.keyboard.press('Control+Shift+Z');
  assert.deepEqual(await magicCells(page, 4), two);
  await page.keyboard.press('Control+z');
  assert.deepEqual(await magicCells(page, 4), one);
  assert.equal(await page.getByTestId('redo').isDisabled(), false);

  // A reload brings back the square, its count and what Redo can still do.
  await page.reload();
  await page.getByTestId('magic-grid').waitFor();
  await page.getByTestId('swap-counter').filter({ hasText: /Swaps: 1$/ }).waitFor();
  assert.deepEqual(await magicCells(page, 4), one);
  await page.getByTestId('redo').click();
  assert.deepEqual(await magicCells(page, 4), two);
  assert.equal(await swaps(page), 2);

  // Another order keeps this game: going back resumes it.
  await page.getByTestId('order').fill('5');
  await page.getByTestId('magic-cell-4-4').waitFor();
  assert.equal(await swaps(page), 0);
  await page.getByTestId('order').fill('4');
  await page.getByTestId('swap-counter').filter({ hasText: /Swaps: 2$/ }).waitFor();
  assert.deepEqual(await magicCells(page, 4), two);
  assert.deepEqual(errors, []);
  await page.close();
});

test('Shuffle and Tidy ask before replacing a game in progress', async () => {
  const { page, errors } = await app.open('#/magic?n=4');
  await page.getByTestId('magic-grid').waitFor();
  await swap(page, [0, 0], [1, 1]);
  const played = await magicCells(page, 4);
  // The browser's confirm dialog asks; "Cancel" keeps the game.
  const asked = [];
  let answer = false;
  page.on('dialog', (dialog) => {
    asked.push(dialog.message());
    return answer ? dialog.accept() : dialog.dismiss();
  });
  for (const button of ['shuffle', 'tidy']) {
    await page.getByTestId(button).click();
    assert.deepEqual(await magicCells(page, 4), played, `${button}: nothing replaced on Cancel`);
  }
  assert.deepEqual(asked, Array(2).fill('Replace your square in progress (1 swap)? It cannot be brought back.'));
  answer = true;
  await page.getByTestId('tidy').click();
  assert.deepEqual(await magicCells(page, 4), Array.from({ length: 16 }, (_, i) => i + 1));
  assert.equal(await swaps(page), 0);
  assert.equal(await page.getByTestId('undo').isDisabled(), true);
  // A fresh square is replaced without a question.
  await page.getByTestId('shuffle').click();
  assert.equal(asked.length, 3);
  assert.notDeepEqual(await magicCells(page, 4), Array.from({ length: 16 }, (_, i) => i + 1));
  assert.deepEqual(errors, []);
  await page.close();
});

/**
 * For every number and sum of the square: how much its text is wider or taller than its
 * box (≤ 0.5 px when it fits), and the square's own scroll box against the viewport.
 */
async function clipping(page) {
  return page.evaluate(() => {
    const boxes = document.querySelectorAll('[data-testid^="magic-cell-"], [data-testid^="magic-sum-"] span');
    let worst = { over: -Infinity, what: '' };
    for (const el of boxes) {
      const box = (el.closest('.magic-sum') ?? el).getBoundingClientRect();
      const range = document.createRange();
      range.selectNodeContents(el);
      const text = range.getBoundingClientRect();
      const over = Math.max(text.width - box.width, text.height - box.height,
        box.left - text.left, text.right - box.right);
      if (over > worst.over) worst = { over, what: `${el.dataset.testid ?? el.parentElement.dataset.testid}: “${el.textContent}”` };
    }
    const scroll = document.querySelector('.magic-scroll');
    const card = scroll.parentElement.getBoundingClientRect();
    return { worst, count: boxes.length, scrollRight: scroll.getBoundingClientRect().right, cardRight: card.right,
      scrolls: scroll.scrollWidth > scroll.clientWidth };
  });
}

for (const [width, height] of [[1280, 720], [390, 844]]) {
  test(`orders 12 and 30 show every number and sum unclipped at ${width} px`, async () => {
    const { page, errors } = await app.open('#/magic?n=12');
    await page.setViewportSize({ width, height });
    for (const n of [12, 30]) {
      if (n !== 12) await page.getByTestId('order').fill(String(n));
      await page.getByTestId(`magic-cell-${n - 1}-${n - 1}`).waitFor();
      // Play a little, so sums differ from M and show their full width.
      await page.getByTestId('shuffle').click();
      const { worst, count, scrollRight, cardRight, scrolls } = await clipping(page);
      assert.equal(count, n * n + 2 * n + 2, 'every cell and sum measured');
      assert.ok(worst.over <= 0.5, `order ${n}: ${worst.what} overflows its box by ${worst.over.toFixed(1)} px`);
      // A square wider than its card scrolls inside it.
      assert.ok(scrollRight <= cardRight + 0.5, `order ${n}: the square's scroll box ends at ${scrollRight}, its card at ${cardRight}`);
      if (n === 30) assert.ok(scrolls, 'an order-30 square scrolls sideways in its box');
    }
    // The sums never run together: a shuffled order-30 square's sums are separated.
    const sum = await page.getByTestId('magic-sum-row-0').textContent();
    assert.match(sum, /^\d{1,2},\d{3}(\u2009✓)?$/);
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('orders 100 and 1,000 are heat maps with their sums, drawn without freezing the tab', async () => {
  const { page, errors } = await app.open('#/magic?n=100');
  await page.getByTestId('magic-heatmap').waitFor();
  assert.equal(await page.getByTestId('magic-grid').count(), 0, 'no digits that cannot fit');
  assert.equal(await page.getByTestId('magic-constant').textContent(), 'Magic constant M = n(n²+1)/2 = 500,050');
  const sums = await page.getByTestId('magic-heatmap-sums').textContent();
  assert.match(sums, /^Rows: 0 of 100 add up to M = 500,050; columns: 0 of 100; diagonals: 2 of 2\.$/);
  // The tidy square: 1 (light) at the top left, 10,000 (dark) at the bottom right; the
  // last row is the furthest from M, so its end of the row-sum strip is the reddest.
  const pixels = await page.evaluate(() => {
    const at = (id, x, y) => Array.from(document.querySelector(`[data-testid="${id}"]`).getContext('2d').getImageData(x, y, 1, 1).data);
    const values = document.querySelector('[data-testid="magic-heatmap-values"]');
    return { size: [values.width, values.height], first: at('magic-heatmap-values', 0, 0), last: at('magic-heatmap-values', 99, 99),
      row: at('magic-heatmap-rows', 0, 99) };
  });
  assert.deepEqual(pixels.size, [100, 100]);
  assert.ok(pixels.first[0] > 200 && pixels.last[0] < 40, `light to dark: ${pixels.first} → ${pixels.last}`);
  assert.ok(pixels.row[0] > 150 && pixels.row[1] < 60, `the furthest row is red: ${pixels.row}`);

  // Order 1,000: a million cells, drawn in one go; the page still answers at once.
  await page.getByTestId('order').fill('1000');
  await page.getByTestId('magic-constant').filter({ hasText: '500,000,500' }).waitFor();
  await page.getByTestId('magic-heatmap-sums').filter({ hasText: 'of 1,000' }).waitFor();
  const drawn = await page.evaluate(() => {
    const canvas = document.querySelector('[data-testid="magic-heatmap-values"]');
    const t0 = performance.now();
    return new Promise((resolve) => requestAnimationFrame(() => resolve({
      width: canvas.width, frame: performance.now() - t0,
      last: Array.from(canvas.getContext('2d').getImageData(999, 999, 1, 1).data),
    })));
  });
  assert.equal(drawn.width, 1000);
  assert.ok(drawn.last[3] === 255 && drawn.last[0] < 40, `drawn: ${drawn.last}`);
  assert.ok(drawn.frame < 1000, `the next frame came after ${drawn.frame} ms`);
  assert.doesNotMatch(await page.locator('body').textContent(), /1000000 cells|500000500/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the population field names the genes limit, and Play waits with no "Ready"', async () => {
  const { page, errors } = await app.open('#/magic?n=100');
  await page.getByTestId('magic-heatmap').waitFor();
  const note = await page.getByTestId('param-population-note').textContent();
  assert.match(note, /at most 5,000 at order 100 \(population × order² ≤ 50,000,000 genes\)/);
  const population = page.getByTestId('param-population');
  await population.fill('10000');
  await population.press('Tab');
  assert.equal(await page.getByTestId('param-population-error').textContent(),
    'population \u201c10000\u201d: must be at most 5,000 at order 100 (population × order² ≤ 50,000,000 genes)');
  assert.equal(await page.getByTestId('play').isDisabled(), true);
  const status = await page.getByTestId('status').textContent();
  assert.doesNotMatch(status, /^Ready/);
  assert.match(status, /Not ready: a population of 10,000 is too large here/);
  await population.fill('5000');
  assert.equal(await page.getByTestId('param-population-error').count(), 0);
  assert.equal(await page.getByTestId('play').isDisabled(), false);
  assert.match(await page.getByTestId('status').textContent(), /^Ready/);
  // A link asking for too many genes is held the same way.
  const linked = await app.open('#/magic?n=1000&population=100');
  await linked.page.getByTestId('magic-heatmap').waitFor();
  assert.match(await linked.page.getByTestId('param-population-error').textContent(), /must be at most 50 at order 1,000/);
  assert.equal(await linked.page.getByTestId('play').isDisabled(), true);
  assert.match(await linked.page.getByTestId('status').textContent(), /^Not ready/);
  assert.deepEqual(errors, []);
  await linked.page.close();
  await page.close();
});

test('number fields say what is allowed, never "not a number" for a number', async () => {
  const { page } = await app.open('#/magic?n=4');
  const order = page.getByTestId('order');
  for (const text of ['-1', '1.5', '2', '99999']) {
    await order.fill(text);
    assert.equal(await page.getByTestId('order-error').textContent(),
      `order \u201c${text}\u201d: must be a whole number from 3 to 1,000`);
  }
  await order.fill('1e9');
  assert.equal(await page.getByTestId('order-error').textContent(),
    'order \u201c1e9\u201d: must be a whole number from 3 to 1,000, written out in digits (no exponent)');
  await order.fill('4');
  await page.getByTestId('param-mutation').fill('-1');
  assert.equal(await page.getByTestId('param-mutation-error').textContent(), 'mutation rate \u201c-1\u201d: must be a number from 0 to 1');
  await page.close();
});
