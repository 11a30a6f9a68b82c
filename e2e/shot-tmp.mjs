import { serveDist, launchBrowser } from './lib/harness.js';
const server = await serveDist(); const chrome = await launchBrowser();
async function shot(name, hash, vp, act) {
  const page = await chrome.browser.newPage({ viewport: vp, reducedMotion: 'reduce' });
  await page.goto(server.url + hash);
  await act(page);
  await page.screenshot({ path: `/work/shots/${name}.png` });
  await page.close();
}
const stepToQuestion = async (page) => {
  for (let i = 0; i < 60 && await page.getByTestId('quiz-question').count() === 0; i++) {
    await page.getByTestId('step').click(); await page.waitForTimeout(150);
  }
};
await shot('ga-magic-1280', '#/magic?n=3&preset=seed004&seed=11&quiz=1&teach=1', { width: 1280, height: 720 }, async (p) => { await p.getByTestId('step').click(); await p.getByTestId('quiz-question').waitFor(); });
await shot('ga-sudoku-1280', '#/ga/sudoku?puzzle=seed000_grid2&preset=seed001&seed=4&quiz=1&teach=1', { width: 1280, height: 720 }, async (p) => { await p.getByTestId('step').click(); await p.getByTestId('quiz-question').waitFor(); await p.getByTestId('quiz-choice').first().click(); await p.waitForTimeout(400); });
await shot('ga-sudoku-390', '#/ga/sudoku?puzzle=seed000_grid2&preset=seed001&seed=4&quiz=1', { width: 390, height: 844 }, async (p) => { await p.getByTestId('step').click(); await p.getByTestId('quiz-question').waitFor(); await p.getByTestId('quiz-question').scrollIntoViewIfNeeded(); });
await shot('fc-1280', '#/sudoku?mode=solve&var=static&val=natural&inf=fc&prop=off&quiz=1&teach=1', { width: 1280, height: 720 }, async (p) => { await stepToQuestion(p); await p.getByTestId('quiz-choice').nth(1).click(); });
await shot('fc-1920', '#/sudoku?mode=solve&var=static&val=natural&inf=fc&prop=off&quiz=1&teach=1', { width: 1920, height: 1080 }, async (p) => { await stepToQuestion(p); await p.getByTestId('quiz-choice').nth(1).click(); });
await shot('fc-390', '#/sudoku?mode=solve&var=static&val=natural&inf=fc&prop=off&quiz=1', { width: 390, height: 844 }, async (p) => { await stepToQuestion(p); await p.getByTestId('quiz-choice').nth(1).click(); await p.getByTestId('quiz-question').scrollIntoViewIfNeeded(); });
process.exit(0);
