// Where the page's main-thread time goes while a run animates: Chrome's trace of the
// longest tasks, each with its wall-clock and CPU time and what filled it.
//   node profile-frames.js '#/magic?n=8&preset=seed004&population=1000&speed=100'
// (needs a release dist/). On a loaded machine a long task with little CPU time is time the
// page waited for a core, not work the page did.
import { serveDist, launchBrowser } from './lib/harness.js';

const PARTS = ['FunctionCall', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'Layerize', 'Commit', 'MinorGC', 'MajorGC'];
const hash = process.argv[2] ?? '#/sudoku?mode=solve&var=static&inf=none&singles=off&speed=100';
const server = await serveDist();
const chrome = await launchBrowser();
try {
  const page = await chrome.browser.newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
  await page.goto(server.url + hash);
  await page.getByTestId('play').click();
  // Warm up for a second, then trace four.
  await page.evaluate(() => new Promise((r) => setTimeout(r, 1000)));
  await chrome.browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 4000)));
  const trace = JSON.parse((await chrome.browser.stopTracing()).toString());
  console.log('status:', await page.getByTestId('status').textContent());
  const events = trace.traceEvents ?? trace;
  const main = new Set(events.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`));
  const onMain = events.filter((e) => main.has(`${e.pid}:${e.tid}`) && e.ph === 'X');
  const tasks = onMain.filter((e) => e.name === 'RunTask');
  for (const t of [...tasks].sort((a, b) => b.dur - a.dur).slice(0, 8)) {
    const parts = {};
    for (const e of onMain) {
      if (PARTS.includes(e.name) && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur) parts[e.name] = (parts[e.name] ?? 0) + e.dur / 1000;
    }
    const list = Object.entries(parts).sort((a, b) => b[1] - a[1]).map(([k, v]) => `${k} ${v.toFixed(1)}`).join(', ');
    console.log(`task ${(t.dur / 1000).toFixed(1)} ms wall, ${((t.tdur ?? 0) / 1000).toFixed(1)} ms CPU: ${list}`);
  }
  console.log(`${tasks.length} tasks, ${tasks.filter((e) => e.dur > 50_000).length} over 50 ms wall, ${tasks.filter((e) => (e.tdur ?? 0) > 50_000).length} over 50 ms CPU`);
} finally {
  await chrome.close();
  await server.close();
}
