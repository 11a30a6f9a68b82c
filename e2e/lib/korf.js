// Korf's 100 15-puzzles (blank-first goal) from ../shared/data, for browser tests.
import { readFileSync } from 'node:fs';

/** The blank-first goal as the start/goal boxes take it. */
export const KORF_GOAL = '0 1 2 3\n4 5 6 7\n8 9 10 11\n12 13 14 15';

/** Korf's easiest instance and its published optimal length. */
export function easiestKorf() {
  const text = readFileSync(new URL('../../../shared/data/korf100.txt', import.meta.url), 'utf8');
  const rows = text.trim().split('\n').map((l) => l.trim().split(/\s+/).map(Number));
  rows.sort((a, b) => a[16] - b[16]);
  return { tiles: rows[0].slice(0, 16), cost: rows[0][16] };
}

/** A board's tiles as four lines of four, for the start box. */
export function rowsOf(tiles) {
  return [0, 4, 8, 12].map((i) => tiles.slice(i, i + 4).join(' ')).join('\n');
}
