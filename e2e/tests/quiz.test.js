// Predict-the-next-step quiz on the tile page (issue 19): with `quiz=1` the run waits
// before each step with a question from the run itself; an answer is judged, scored and
// explained in the live region, and then the step is taken. The test works out the
// right answer from what the page shows (g and h on each board, or the board for an h
// question), never from a stored answer.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp } from '../lib/harness.js';

const app = useApp();
// The 8-puzzle's hardest start (31 moves): A* asks thousands of questions on it.
const TILES = '#/tiles?board=8,6,7,2,5,4,3,0,1&goal=blank-last&algo=astar&h=manhattan';

/** Expansions so far, as the page shows them. */
async function expanded(page) {
  return Number((await page.getByTestId('stat-expanded').textContent()).replace(/\D/g, ''));
}

/** Manhattan distance of a board given as "Board 1 2 3 …" to the blank-last goal. */
function manhattan(label, width = 3) {
  const tiles = label.replace(/^Board /, '').split(' ').map(Number);
  return tiles.reduce((sum, t, i) => {
    if (t === 0) return sum;
    const goal = t - 1;
    return sum + Math.abs(Math.floor(goal / width) - Math.floor(i / width)) + Math.abs((goal % width) - (i % width));
  }, 0);
}

/** The question on show: its text and, for each choice, whether it is right and its value. */
async function question(page) {
  const prompt = await page.getByTestId('quiz-question').textContent();
  const choices = page.getByTestId('quiz-choice');
  const texts = await choices.allTextContents();
  if (prompt.startsWith('Which board')) {
    const f = texts.map((t) => {
      const [, g, h] = t.match(/g (\d+) · h (\d+)/);
      return Number(g) + Number(h);
    });
    const best = Math.min(...f);
    return { prompt, choices, right: f.map((v) => v === best), values: f };
  }
  const label = await page.locator('.quiz > .mini-board').getAttribute('aria-label');
  const h = manhattan(label);
  return { prompt, choices, right: texts.map((t) => Number(t) === h), values: texts.map(Number) };
}

test('an A* quiz: a right and a wrong answer are scored and explained, and each takes the step', async () => {
  const { page, errors } = await app.open(`${TILES}&quiz=1`);
  assert.equal(await page.getByTestId('quiz-toggle').getAttribute('aria-pressed'), 'true', 'quiz=1 turns the quiz on');
  await page.getByTestId('step').click();
  let answeredRight = false;
  let answeredWrong = false;
  for (let asked = 0; asked < 12 && !(answeredRight && answeredWrong); asked++) {
    await page.getByTestId('quiz-question').waitFor();
    const q = await question(page);
    assert.ok(q.right.some(Boolean), `some choice is right: ${q.prompt} ${q.values}`);
    const before = await expanded(page);
    const wrong = q.right.indexOf(false);
    const pickWrong = !answeredWrong && answeredRight && wrong >= 0;
    const pick = pickWrong ? wrong : q.right.indexOf(true);
    if (asked === 0) {
      // Keyboard: the choices are buttons in the tab order.
      await q.choices.nth(pick).focus();
      await page.keyboard.press('Enter');
    } else {
      await q.choices.nth(pick).click();
    }
    const feedback = page.getByTestId('quiz-feedback');
    if (pickWrong) {
      await page.waitForFunction(() => document.querySelector('[data-testid="quiz-feedback"]')?.textContent.startsWith('Not quite'));
      const text = await feedback.textContent();
      const best = Math.min(...q.values.filter((_, i) => q.right[i]));
      assert.match(text, new RegExp(`(f|h) = ${best}\\b`), `the reason names the right value: ${text}`);
      assert.match(text, new RegExp(`this one is (f|h) = ${q.values[pick]}\\b`), text);
      answeredWrong = true;
    } else {
      await page.waitForFunction(() => document.querySelector('[data-testid="quiz-feedback"]')?.textContent.startsWith('Right'));
      answeredRight = true;
    }
    assert.equal(await feedback.getAttribute('aria-live'), 'polite', 'the feedback is announced');
    await page.waitForFunction((n) => Number(document.querySelector('[data-testid="stat-expanded"]').textContent.replace(/\D/g, '')) === n + 1, before);
  }
  assert.ok(answeredRight && answeredWrong, 'one right and one wrong answer were given');
  const score = await page.getByTestId('quiz-score').textContent();
  const [, right, all] = score.match(/(\d+) \/ (\d+)/);
  assert.equal(Number(all) - Number(right), 1, `one wrong answer: ${score}`);
  assert.equal(await page.getByTestId('frontier-list').count(), 0, 'the frontier list, which gives the order away, is hidden');
  assert.deepEqual(errors, []);
  await page.close();
});

test('the Quiz switch turns the quiz on in the link, pauses the run, and Play then takes one step', async () => {
  const { page, errors } = await app.open(`${TILES}&speed=20`);
  await page.getByTestId('play').click();
  await page.getByTestId('pause').waitFor();
  await page.getByTestId('quiz-toggle').click();
  assert.equal(await page.getByTestId('quiz-toggle').getAttribute('aria-pressed'), 'true');
  await page.getByTestId('play').waitFor();
  await page.getByTestId('quiz-question').waitFor();
  await page.waitForFunction(() => new URLSearchParams(location.hash.split('?')[1]).get('quiz') === '1');
  const before = await expanded(page);
  await page.getByTestId('play').click();
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid="stat-expanded"]').textContent.replace(/\D/g, '')) === n + 1, before);
  await page.getByTestId('quiz-question').waitFor();
  assert.equal(await expanded(page), before + 1, 'Play took one step and waits for the next answer');
  assert.deepEqual(errors, []);
  await page.close();
});

/** Where the Sudoku solver stands, from the timeline label (none before the first step). */
function timeline(page) {
  return page.evaluate(() => document.querySelector('[data-testid="timeline-label"]')?.textContent ?? '');
}

/** The candidates of a cell named like "r3c5", read from its label ("…candidates 1 2 5"). */
async function candidateDigits(page, name) {
  const [, r, c] = name.match(/r(\d)c(\d)/);
  const label = await page.getByTestId(`cell-${r - 1}-${c - 1}`).getAttribute('aria-label');
  const m = label.match(/candidates ([\d ]+)/);
  return m ? m[1].trim().split(' ') : [];
}

/** How many candidates a cell named like "r3c5" has. */
async function candidates(page, name) {
  return (await candidateDigits(page, name)).length;
}

/**
 * For the forward-checking question on show ("The solver places 7 in r3c5…"): the digit
 * and, for each cell offered, whether it still has the digit (so forward checking
 * removes it there).
 */
async function pruning(page) {
  const prompt = await page.getByTestId('quiz-question').textContent();
  const [, digit] = prompt.match(/places (\d) in r\dc\d/);
  const labels = await page.getByTestId('quiz-choice').allTextContents();
  const loses = [];
  for (const name of labels) loses.push((await candidateDigits(page, name)).includes(digit));
  return { digit, labels, loses };
}

/** Taps the choices `picks` of a several-answer question, then Check. */
async function tapAndCheck(page, picks) {
  for (const i of picks) {
    const choice = page.getByTestId('quiz-choice').nth(i);
    await choice.click();
    assert.equal(await choice.getAttribute('aria-pressed'), 'true', 'a tapped choice shows as picked');
  }
  await page.getByTestId('quiz-check').click();
}

test('a Sudoku CSP quiz asks which cell MRV picks before a branch, and the answer takes the step', async () => {
  const { page, errors } = await app.open('#/sudoku?mode=solve&var=mrv&val=natural&inf=fc&prop=off&quiz=1');
  assert.equal(await page.getByTestId('quiz-toggle').getAttribute('aria-pressed'), 'true');
  let asked = 0;
  let wrong = 0;
  for (let i = 0; i < 120 && !(asked >= 2 && wrong === 1); i++) {
    if (await page.getByTestId('quiz-question').count() === 0) {
      const before = await timeline(page);
      await page.getByTestId('step').click();
      await page.waitForFunction((b) => (document.querySelector('[data-testid="timeline-label"]')?.textContent ?? '') !== b, before);
      continue;
    }
    const prompt = await page.getByTestId('quiz-question').textContent();
    if (prompt.startsWith('The solver places')) {
      // Forward checking's question takes its turn: answered right (its own test follows).
      const { loses } = await pruning(page);
      const before = await timeline(page);
      await tapAndCheck(page, loses.flatMap((l, i) => (l ? [i] : [])));
      await page.waitForFunction((b) => document.querySelector('[data-testid="timeline-label"]')?.textContent !== b, before);
      asked++;
      continue;
    }
    assert.equal(prompt, 'Which cell does MRV choose to branch on?');
    const labels = await page.getByTestId('quiz-choice').allTextContents();
    // The grid rings exactly the cells offered, so the class can find them.
    const ringed = await page.locator('[data-testid="sudoku-grid"] .sudoku-cell.offered').evaluateAll((cells) => cells.map((c) => c.dataset.testid));
    assert.deepEqual(ringed, labels.map((l) => { const [, r, c] = l.match(/^r(\d)c(\d)$/); return `cell-${r - 1}-${c - 1}`; }));
    const counts = [];
    for (const name of labels) counts.push(await candidates(page, name));
    const fewest = Math.min(...counts);
    // The first answer right; then one wrong, as soon as a question has a cell with more.
    const more = asked === 0 ? -1 : counts.findIndex((n) => n > fewest);
    const pick = more >= 0 && wrong === 0 ? more : counts.indexOf(fewest);
    const before = await timeline(page);
    await page.getByTestId('quiz-choice').nth(pick).click();
    const verdict = pick === more ? 'Not quite' : 'Right';
    if (pick === more) wrong++;
    await page.waitForFunction((v) => document.querySelector('[data-testid="quiz-feedback"]')?.textContent.startsWith(v), verdict);
    const text = await page.getByTestId('quiz-feedback').textContent();
    assert.match(text, new RegExp(`${fewest} candidates?\\b`), `the reason names the fewest candidates: ${text}`);
    await page.waitForFunction((b) => document.querySelector('[data-testid="timeline-label"]')?.textContent !== b, before);
    asked++;
  }
  assert.ok(asked >= 2 && wrong === 1, `${asked} answered, ${wrong} wrong`);
  assert.match(await page.getByTestId('quiz-score').textContent(), new RegExp(`${asked - 1} / ${asked}`));
  assert.deepEqual(errors, []);
  await page.close();
});

test('on the lecture stage at 1280×720 the quiz is on screen with the board, the controls and the status', async () => {
  for (const hash of [`${TILES}&quiz=1&teach=1`, '#/sudoku?mode=solve&var=mrv&val=lcv&inf=fc&prop=off&quiz=1&teach=1']) {
    const page = await app.chrome.browser.newPage({ viewport: { width: 1280, height: 720 }, reducedMotion: 'reduce' });
    await page.goto(app.server.url + hash);
    for (let i = 0; i < 60 && await page.getByTestId('quiz-question').count() === 0; i++) {
      const before = await timeline(page);
      await page.getByTestId('step').click();
      await page.waitForFunction((b) => (document.querySelector('[data-testid="timeline-label"]')?.textContent ?? '') !== b, before);
    }
    const inView = async (locator) => {
      const box = await locator.boundingBox();
      return box && box.y >= 0 && box.y + box.height <= 720 && box.x + box.width <= 1280;
    };
    for (const id of ['quiz-question', 'quiz-score', 'step', 'status']) {
      assert.ok(await inView(page.getByTestId(id)), `${hash}: ${id} is on screen without scrolling`);
    }
    const choices = page.getByTestId('quiz-choice');
    for (let i = 0; i < await choices.count(); i++) {
      assert.ok(await inView(choices.nth(i)), `${hash}: answer ${i + 1} is on screen`);
    }
    assert.equal(await page.evaluate(() => window.scrollY), 0);
    await page.close();
  }
});

test('an IDA* quiz asks for the next bound before a new iteration, and the bound list then shows it', async () => {
  // Six moves from the goal with Manhattan h = 4: the bound-4 iteration ends after a few
  // boards, and the next bound is what the run's own bound list shows after the step.
  const { page, errors } = await app.open('#/tiles?board=1,2,3,5,7,6,4,8,0&goal=blank-last&algo=idastar&h=manhattan&quiz=1');
  await page.getByTestId('step').click();
  const bounds = () => page.getByTestId('bound-list').locator('tbody tr td:first-child').allTextContents();
  for (let asked = 0; asked < 40; asked++) {
    await page.getByTestId('quiz-question').waitFor();
    const prompt = await page.getByTestId('quiz-question').textContent();
    const before = await expanded(page);
    if (prompt.startsWith('IDA* has expanded every board')) {
      assert.match(prompt, /f ≤ 4\. What is its next bound\?$/);
      const labels = await page.getByTestId('quiz-choice').allTextContents();
      assert.equal(labels.length, 4);
      assert.ok(labels.every((l) => Number(l) > 4), `every choice is above the bound: ${labels}`);
      assert.deepEqual(await bounds(), ['4']);
      // Answer 5: Manhattan keeps f's parity, so the next bound cannot be 5.
      await page.getByTestId('quiz-choice').nth(labels.indexOf('5')).click();
      await page.waitForFunction((b) => Number(document.querySelector('[data-testid="stat-expanded"]').textContent.replace(/\D/g, '')) !== b, before);
      const feedback = await page.getByTestId('quiz-feedback').textContent();
      const [, said] = feedback.match(/^Not quite: IDA\*'s next bound is the smallest f that went over the last one, which is f = (\d+); this one is f = 5\.$/) ?? [];
      assert.ok(said, feedback);
      assert.deepEqual(await bounds(), ['4', said], 'the bound the feedback names is the one the run took');
      assert.equal(said, '6');
      assert.deepEqual(errors, []);
      await page.close();
      return;
    }
    // An h question: answer it right (each answer takes a step).
    const q = await question(page);
    await page.getByTestId('quiz-choice').nth(q.right.indexOf(true)).click();
    await page.waitForFunction((b) => Number(document.querySelector('[data-testid="stat-expanded"]').textContent.replace(/\D/g, '')) !== b, before);
  }
  assert.fail('no bound question within 40 steps');
});

test('a logic quiz asks which technique the solver uses next, and the path list then shows it', async () => {
  // From sudoku_norvig_top95.txt: step 23 of its logic path is an X-Wing.
  const XWING = '....6...4..6.3....1..4..5.77.....8.5...8.....6.8....9...2.9....4....32....97..1..';
  const { page, errors } = await app.open(`#/sudoku?mode=logic&puzzle=${XWING}&step=22&quiz=1`);
  await page.getByTestId('logic-path').waitFor({ timeout: 60_000 });
  const pathItems = () => page.getByTestId('logic-path').locator('li').allTextContents();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="logic-path"] li').length === 22);
  assert.equal(await page.getByTestId('quiz-toggle').getAttribute('aria-pressed'), 'true');
  assert.equal(await page.getByTestId('quiz-question').textContent(), 'Which technique does the solver use next?');
  const labels = await page.getByTestId('quiz-choice').allTextContents();
  assert.equal(labels.length, 4);
  assert.deepEqual(labels, [...labels].sort(), 'alphabetical: the order gives nothing away');
  await page.getByTestId('quiz-choice').nth(labels.indexOf('X-Wing')).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="logic-path"] li').length === 23);
  assert.match(await page.getByTestId('quiz-feedback').textContent(), /^Right: the solver tries techniques cheapest first/);
  assert.ok((await pathItems())[22].startsWith('X-Wing'));
  // Then the first choice, right or wrong: the feedback names the technique the path takes.
  const next = await page.getByTestId('quiz-choice').allTextContents();
  await page.getByTestId('quiz-choice').first().click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid="logic-path"] li').length === 24);
  const feedback = await page.getByTestId('quiz-feedback').textContent();
  const taken = feedback.startsWith('Right') ? next[0] : feedback.match(/which is (.+?); this one is/)[1];
  assert.ok(next.includes(taken), `${taken} was offered: ${next}`);
  assert.ok((await pathItems())[23].startsWith(taken), `${(await pathItems())[23]} is ${taken}`);
  assert.match(await page.getByTestId('quiz-score').textContent(), feedback.startsWith('Right') ? /2 \/ 2/ : /1 \/ 2/);
  assert.deepEqual(errors, []);
  await page.close();
});

test('a forward-checking quiz: tap the peers that lose the digit, then Check; a wrong set is told what it missed', async () => {
  const { page, errors } = await app.open('#/sudoku?mode=solve&var=static&val=natural&inf=fc&prop=off&quiz=1');
  const verdicts = [];
  for (let i = 0; i < 120 && verdicts.length < 2; i++) {
    if (await page.getByTestId('quiz-question').count() === 0) {
      const before = await timeline(page);
      await page.getByTestId('step').click();
      await page.waitForFunction((b) => (document.querySelector('[data-testid="timeline-label"]')?.textContent ?? '') !== b, before);
      continue;
    }
    const { digit, labels, loses } = await pruning(page);
    const lose = loses.flatMap((l, k) => (l ? [k] : []));
    const keep = loses.flatMap((l, k) => (l ? [] : [k]));
    // The grid rings every empty peer offered.
    const ringed = await page.locator('[data-testid="sudoku-grid"] .sudoku-cell.offered').count();
    assert.equal(ringed, labels.length);
    const before = await timeline(page);
    if (verdicts.length === 0 && lose.length > 0 && keep.length > 0) {
      // Wrong on purpose: one right cell left out, one wrong cell tapped.
      await tapAndCheck(page, [...lose.slice(1), keep[0]]);
      await page.waitForFunction(() => document.querySelector('[data-testid="quiz-feedback"]')?.textContent.startsWith('Not quite'));
      const text = await page.getByTestId('quiz-feedback').textContent();
      assert.ok(text.includes(`Missed: ${labels[lose[0]]}.`), text);
      assert.ok(text.includes(`Not ${labels[keep[0]]}: they have no ${digit}`), text);
      verdicts.push('wrong');
    } else if (verdicts.length === 1) {
      await tapAndCheck(page, lose);
      await page.waitForFunction(() => document.querySelector('[data-testid="quiz-feedback"]')?.textContent.startsWith('Right'));
      assert.ok((await page.getByTestId('quiz-feedback').textContent()).includes(`removes ${digit} from every empty peer that still has it`));
      verdicts.push('right');
    } else {
      await tapAndCheck(page, lose);
    }
    await page.waitForFunction((b) => document.querySelector('[data-testid="timeline-label"]')?.textContent !== b, before);
  }
  assert.deepEqual(verdicts, ['wrong', 'right']);
  const [right, answered] = (await page.getByTestId('quiz-score').textContent()).match(/(\d+) \/ (\d+)/).slice(1).map(Number);
  assert.equal(answered - right, 1, 'one wrong answer');
  assert.deepEqual(errors, []);
  await page.close();
});

test("a hybrid A*+IDA* quiz asks A*'s question in its A* phase", async () => {
  const { page, errors } = await app.open('#/tiles?board=8,6,7,2,5,4,3,0,1&algo=aida&h=manhattan&quiz=1');
  await page.getByTestId('step').click();
  await page.getByTestId('quiz-question').filter({ hasText: 'Which board does A* expand next?' }).waitFor();
  const q = await question(page);
  const before = await expanded(page);
  await page.getByTestId('quiz-choice').nth(q.right.indexOf(true)).click();
  await page.waitForFunction((b) => Number(document.querySelector('[data-testid="stat-expanded"]').textContent.replace(/\D/g, '')) !== b, before);
  assert.match(await page.getByTestId('quiz-score').textContent(), /\b1 \/ 1\b/);
  assert.deepEqual(errors, []);
  await page.close();
});
