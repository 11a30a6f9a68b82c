import { serveDist, launchBrowser } from './lib/harness.js';
const { url, close } = await serveDist();
const { browser } = await launchBrowser();
const views = [['desk', 1280, 720], ['phone', 390, 844]];
for (const [name, w, h] of views) {
  for (const [kind, hash] of [['tiles', '#/tiles?board=8,6,7,2,5,4,3,0,1&algo=astar&h=manhattan&quiz=1&teach=1'], ['sudoku', '#/sudoku?mode=solve&var=mrv&val=lcv&inf=fc&prop=off&quiz=1&teach=1']]) {
    const page = await browser.newPage({ viewport: { width: w, height: h } });
    await page.goto(url + hash);
    await page.getByTestId('step').click();
    for (let i = 0; i < 30 && await page.getByTestId('quiz-question').count() === 0; i++) {
      await page.getByTestId('step').click(); await page.waitForTimeout(100);
    }
    await page.getByTestId('quiz-choice').first().click();
    await page.waitForTimeout(300);
    for (let i = 0; i < 30 && await page.getByTestId('quiz-question').count() === 0; i++) {
      await page.getByTestId('step').click(); await page.waitForTimeout(100);
    }
    await page.getByTestId('quiz-question').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `/work/shots/quiz-${kind}-${name}.png` });
    await page.close();
  }
}
await browser.close(); await close();
