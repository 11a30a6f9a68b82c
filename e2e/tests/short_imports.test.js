// The release build's import-name shortening (scripts/short-imports.mjs): on a small
// hand-made module, the renamed wasm still validates and runs against the renamed glue,
// other modules' imports keep their names, and a glue that lacks a name is refused.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shortenImports, shortName } from '../../scripts/short-imports.mjs';

const str = (s) => [s.length, ...Buffer.from(s)];
const section = (id, body) => [id, body.length, ...body];
const ONE = '__wbg_one_0123456789abcdef';
const TWO = '__wbg_two_fedcba9876543210';

/** A module importing ONE and TWO from ./x_bg.js and `now` from env, exporting their sum. */
function module() {
  const func = (from, field) => [...str(from), ...str(field), 0x00, 0x00];
  return new Uint8Array([
    0x00, 0x61, 0x73, 0x6d, 0x01, 0x00, 0x00, 0x00,
    ...section(1, [1, 0x60, 0, 1, 0x7f]),
    ...section(2, [3, ...func('./x_bg.js', ONE), ...func('env', 'now'), ...func('./x_bg.js', TWO)]),
    ...section(3, [1, 0]),
    ...section(7, [1, ...str('sum'), 0x00, 3]),
    ...section(10, [1, 10, 0, 0x10, 0, 0x10, 1, 0x6a, 0x10, 2, 0x6a, 0x0b]),
  ]);
}

const GLUE = `const imports = { "./x_bg.js": { ${ONE}: () => 2, ${TWO}: () => 40 }, env: { now: () => 100 } };`;

test('short names run in order a, b, … z, A, … Z, then two letters', () => {
  assert.deepEqual([0, 1, 25, 26, 51, 52, 53].map(shortName), ['a', 'b', 'z', 'A', 'Z', 'aa', 'ab']);
  const many = new Set(Array.from({ length: 3000 }, (_, i) => shortName(i)));
  assert.equal(many.size, 3000, 'no name is given twice');
});

test('the renamed module validates and runs with the renamed glue; other modules keep their names', async () => {
  const before = module();
  assert.ok(WebAssembly.validate(before));
  const { wasm, js, renamed } = shortenImports(before, GLUE, './x_bg.js');
  assert.equal(renamed, 2);
  assert.ok(WebAssembly.validate(wasm));
  assert.ok(wasm.length < before.length - 40, 'two 26-letter names became one letter each');
  assert.ok(!js.includes('__wbg_'), js);
  const imports = new Function(`${js}; return imports;`)();
  assert.deepEqual(Object.keys(imports['./x_bg.js']), ['a', 'b']);
  assert.deepEqual(WebAssembly.Module.imports(new WebAssembly.Module(wasm)).map((i) => `${i.module}.${i.name}`),
    ['./x_bg.js.a', 'env.now', './x_bg.js.b']);
  const { instance } = await WebAssembly.instantiate(wasm, imports);
  assert.equal(instance.exports.sum(), 142);
});

test('a name the glue lacks is refused, and nothing is returned', () => {
  assert.throws(() => shortenImports(module(), GLUE.replace(TWO, 'other'), './x_bg.js'), /__wbg_two_fedcba9876543210 is not in the glue/);
  assert.throws(() => shortenImports(new Uint8Array([1, 2, 3, 4, 5, 6, 7, 8]), GLUE, './x_bg.js'), /not a wasm module/);
});
