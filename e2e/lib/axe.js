// axe-core in the page, without the network: its source is read from node_modules and
// evaluated in the page through the DevTools protocol (which the page's strict
// Content-Security-Policy does not block, as it blocks inline script tags), then run
// against the whole document.
import { readFileSync } from 'node:fs';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The impacts that fail a page. */
export const BLOCKING = new Set(['serious', 'critical']);

/** Where screenshots of the pages are saved (git-ignored). */
export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * Runs axe-core on the page as it is now and resolves to its serious and critical
 * violations, each with the selectors of the offending nodes and axe's summary.
 */
export async function blockingViolations(page) {
  const loaded = await page.evaluate(() => typeof window.axe !== 'undefined');
  if (!loaded) await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const result = await window.axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target.join(' '), summary: n.failureSummary })),
    }));
  });
  return violations.filter((v) => BLOCKING.has(v.impact));
}

/** Violations as readable text: one block per rule, one line per offending node. */
export function describeViolations(state, violations) {
  return violations
    .map((v) => [
      `[${state}] ${v.impact} ${v.id}: ${v.help}`,
      ...v.nodes.slice(0, 8).map((n) => `    ${n.target}\n      ${(n.summary ?? '').replace(/\n/g, '\n      ')}`),
      v.nodes.length > 8 ? `    … and ${v.nodes.length - 8} more` : null,
    ].filter(Boolean).join('\n'))
    .join('\n');
}

/** Saves a full-page screenshot as `e2e/artifacts/<name>.png`. */
export async function saveScreenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: `${ARTIFACTS}${name}.png`, fullPage: true });
}
