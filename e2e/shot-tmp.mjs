import { serveDist, launchBrowser } from './lib/harness.js';
const server = await serveDist(); const chrome = await launchBrowser();
async function shot(name, hash, vp, act) {
  const page = await chrome.browser.newPage({ viewport: vp, reducedMotion: 'reduce' });
  await page.goto(server.url + hash);
  await act(page);
  await page.screenshot({ path: `/work/shots/${name}.png` });
  await page.close();
}
await shot('quality-1280', '#/quality', { width: 1280, height: 720 }, async (p) => { await p.getByTestId('quality-table').waitFor(); await p.getByTestId('quality-table').scrollIntoViewIfNeeded(); });
await shot('quality-chart-1280', '#/quality', { width: 1280, height: 720 }, async (p) => { await p.getByTestId('chart-quality').waitFor(); await p.getByTestId('chart-quality').scrollIntoViewIfNeeded(); });
await shot('quality-390', '#/quality', { width: 390, height: 844 }, async (p) => { await p.getByTestId('dominance').waitFor(); await p.getByTestId('dominance').scrollIntoViewIfNeeded(); });
await shot('tiles-wd-1280', '#/tiles?board=1,3,6,4,5,8,15,14,9,2,7,0,13,10,12,11&algo=idastar&h=walking-distance&teach=1&theme=projector', { width: 1280, height: 720 }, async (p) => { await p.getByTestId('play').click(); await p.getByTestId('status').filter({ hasText: 'Solved' }).waitFor(); });
process.exit(0);
