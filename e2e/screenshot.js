// Saves screenshots of the app for the README and for a look by eye:
//   node screenshot.js [out-dir]   (needs a built dist/)
import { serveDist, launchBrowser } from './lib/harness.js';

const out = process.argv[2] ?? '../docs';
const server = await serveDist();
const chrome = await launchBrowser();
try {
  const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  const hash = '#/tiles?board=1,3,6,4,5,8,15,14,9,2,7,0,13,10,12,11&goal=blank-last&h=manhattan&speed=100';
  await page.goto(server.url + hash);
  await page.getByTestId('play').click();
  await page.getByTestId('status').filter({ hasText: 'Solved' }).waitFor();
  await page.getByTestId('playback-range').fill('8');
  await page.screenshot({ path: `${out}/screenshot.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${out}/screenshot-phone.png`, fullPage: true });
  console.log(`saved screenshots to ${out}`);
} finally {
  await chrome.close();
  await server.close();
}
