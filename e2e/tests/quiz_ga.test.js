// The GA pages' quiz (issue 19): with `quiz=1` a paused run asks, before each
// generation, which individual wins its first tournament or what its first child's
// fitness is; the questions come from the worker's copy of the run. The test works the
// right answer out from what the page shows (each contestant's fitness, the child's
// numbers), never from a stored answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();

/** A magic square's fitness: each row, column and diagonal sum's distance from M. */
function magicFitness(cells) {
  const n = Math.round(Math.sqrt(cells.length));
  const m = (n * (n * n + 1)) / 2;
  const at = (r, c) => cells[r * n + c];
  let total = 0;
  for (let i = 0; i < n; i++) {
    let row = 0;
    let col = 0;
    for (let j = 0; j < n; j++) {
      row += at(i, j);
      col += at(j, i);
    }
    total += Math.abs(row - m) + Math.abs(col - m);
  }
  let diagonal = 0;
  let anti = 0;
  for (let i = 0; i < n; i++) {
    diagonal += at(i, i);
    anti += at(i, n - 1 - i);
  }
  return total + Math.abs(diagonal - m) + Math.abs(anti - m);
}

/** PMX's child as the engine makes it: A, with B's window genes swapped into place. */
function pmxChild(a, b, lo, hi) {
  const child = [...a];
  const pos = new Map(a.map((v, i) => [v, i]));
  for (let i = lo; i < hi; i++) {
    const v = b[i];
    const j = pos.get(v);
    if (j !== i) {
      const w = child[i];
      [child[i], child[j]] = [child[j], child[i]];
      pos.set(v, i);
      pos.set(w, j);
    }
  }
  return child;
}

const generation = async (page) => Number((await page.getByTestId('stat-generation').textContent()).replace(/\D/g, ''));

test('a magic-square GA quiz asks about tournaments, children and PMX genes, scores each answer and breeds the generation', async () => {
  const { page, errors } = await app.open('#/magic?n=3&preset=seed004&crossover=pmx&seed=11&speed=20&quiz=1');
  assert.equal(await page.getByTestId('quiz-toggle').getAttribute('aria-pressed'), 'true');
  await page.getByTestId('step').click();
  const kinds = new Set();
  let answered = 0;
  for (let i = 0; i < 6; i++) {
    await page.getByTestId('quiz-question').waitFor();
    const before = await generation(page);
    const prompt = await page.getByTestId('quiz-question').textContent();
    assert.ok(prompt.toLowerCase().includes(`generation ${before + 1}'s first`), `the question is about the next generation: ${prompt}`);
    const texts = await page.getByTestId('quiz-choice').allTextContents();
    let right;
    let value;
    if (prompt.startsWith('PMX')) {
      kinds.add('pmx');
      const [, a, b, lo, hi] = prompt.match(/A = ([\d ]+) and B = ([\d ]+), taking genes (\d+)–(\d+) from B/);
      const gene = Number(prompt.match(/gene (\d+)\?$/)[1]);
      const numbers = (t) => t.trim().split(' ').map(Number);
      const child = pmxChild(numbers(a), numbers(b), Number(lo) - 1, Number(hi));
      // The board shows the child with the moved genes blank, the asked one among them.
      const shown = (await page.locator('.quiz > .mini-board').getAttribute('aria-label')).replace(/^Board /, '').split(' ').map(Number);
      assert.equal(shown[gene - 1], 0, 'the gene asked about is blank');
      shown.forEach((v, i) => assert.ok(v === 0 || v === child[i], `gene ${i + 1}`));
      value = child[gene - 1];
      right = texts.map((t) => Number(t) === value);
    } else if (prompt.includes('tournament')) {
      kinds.add('tournament');
      const fitness = texts.map((t) => Number(t.match(/fitness (\d+)/)[1]));
      const best = Math.min(...fitness);
      right = fitness.map((f) => f === best);
      value = best;
    } else {
      kinds.add('child');
      const label = await page.locator('.quiz > .mini-board').getAttribute('aria-label');
      const fitness = magicFitness(label.replace(/^Board /, '').split(' ').map(Number));
      right = texts.map((t) => Number(t) === fitness);
      value = fitness;
    }
    assert.equal(right.filter(Boolean).length >= 1, true, `${prompt}: a right answer is on offer (${texts})`);
    // Every other answer is wrong, on purpose.
    const wrong = i % 2 === 1;
    const pick = right.findIndex((r) => r === !wrong);
    await page.getByTestId('quiz-choice').nth(pick).click();
    const feedback = page.getByTestId('quiz-feedback');
    await page.waitForFunction((v) => document.querySelector('[data-testid="quiz-feedback"]')?.textContent.startsWith(v), wrong ? 'Not quite' : 'Right');
    const named = prompt.startsWith('PMX') ? (wrong ? `which is ${value};` : `this one is ${value}.`) : `fitness ${value}`;
    assert.ok((await feedback.textContent()).includes(named), `the reason names the right answer (${named})`);
    await page.getByTestId('stat-generation').filter({ hasText: new RegExp(`^${before + 1}$`) }).waitFor();
    answered++;
  }
  assert.deepEqual([...kinds].sort(), ['child', 'pmx', 'tournament'], 'every kind of question is asked');
  assert.match(await page.getByTestId('quiz-score').textContent(), new RegExp(`${answered / 2} / ${answered}`));
  // Stepping back on the timeline asks again, about the generation after the one landed on.
  const last = await generation(page);
  await page.getByTestId('step-back').click();
  await page.getByTestId('stat-generation').filter({ hasText: new RegExp(`^${last - 1}$`) }).waitFor();
  await page.waitForFunction((g) => document.querySelector('[data-testid="quiz-question"]')?.textContent.toLowerCase().includes(`generation ${g}'s first`), last);
  // Play runs on without questions; Pause brings the next one.
  await page.getByTestId('play').click();
  await page.getByTestId('quiz-question').waitFor({ state: 'detached' });
  await page.getByTestId('pause').click();
  const paused = await generation(page);
  await page.getByTestId('quiz-question').waitFor();
  const next = (await page.getByTestId('quiz-question').textContent()).toLowerCase();
  assert.ok(next.includes(`generation ${paused + 1}'s first`), next);
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Sudoku GA quiz shows the child grid and its tournament choices on the lecture stage at 1280×720', async () => {
  const page = await app.chrome.browser.newPage({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
  await page.goto(`${app.server.url}#/ga/sudoku?puzzle=seed000_grid2&preset=seed001&seed=4&quiz=1&teach=1`);
  await page.getByTestId('step').click();
  await page.getByTestId('quiz-question').waitFor();
  for (const id of ['quiz-question', 'quiz-score', 'step', 'status']) {
    const box = await page.getByTestId(id).boundingBox();
    assert.ok(box && box.y >= 0 && box.y + box.height <= 720, `${id} is on screen without scrolling`);
  }
  const choices = page.getByTestId('quiz-choice');
  for (let i = 0; i < await choices.count(); i++) {
    const box = await choices.nth(i).boundingBox();
    assert.ok(box.y + box.height <= 720 && box.x + box.width <= 1280, `answer ${i + 1} is on screen`);
  }
  await page.close();
});
