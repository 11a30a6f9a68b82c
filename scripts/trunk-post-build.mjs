// Trunk post-build hook (see Trunk.toml). Runs on the staged build, before Trunk moves
// it into dist/:
// 1. Content-Security-Policy: hashes the inline module script(s) Trunk writes into
//    index.html to start the wasm, and puts the hashes in the policy's script-src in
//    place of __INLINE_SCRIPT_HASHES__. The policy then allows exactly that script.
// 2. A clean console at load (Trunk 0.21.14 writes two things that warn):
//    - the wasm's <link rel="preload" as="fetch"> carries an `integrity` attribute, which
//      Chromium ignores for fetch preloads with a warning (crbug.com/981419): it is dropped
//      (the preload itself stays, and wasm-bindgen's fetch still uses it);
//    - the worker's loader shim calls wasm_bindgen("./worker_bg.wasm"), the form
//      wasm-bindgen 0.2.130 warns is deprecated: it is rewritten to pass an object.
// 3. Release builds, for a smaller download (the page's wasm and glue count toward its
//    size budget): the names each wasm imports from its glue are shortened in both files
//    (scripts/short-imports.mjs), the glue is minified with terser (scripts/build-tools),
//    and the page glue's modulepreload `integrity` is recomputed. The worker gets the same.
//    The page's JavaScript modules (wasm-bindgen's snippets/, the WebM glue) are minified.
// 4. Service worker: writes the build's file list and a version (a hash of every file)
//    into sw.js, so each build gets its own cache and replaces the previous one.
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createRequire } from 'node:module';
import { shortenImports } from './short-imports.mjs';

const stage = process.env.TRUNK_STAGING_DIR;
if (!stage) {
  console.error('trunk-post-build: TRUNK_STAGING_DIR is not set (run by Trunk only)');
  process.exit(1);
}

const htmlPath = join(stage, 'index.html');
let html = readFileSync(htmlPath, 'utf8');

if (process.env.TRUNK_PROFILE === 'release') {
  const { minify } = createRequire(new URL('./build-tools/package.json', import.meta.url))('terser');
  /** Shortens the imports of `wasmName` from `glueName`, then minifies the glue. */
  const shrink = async (wasmName, glueName, module) => {
    const [wasmPath, gluePath] = [join(stage, wasmName), join(stage, glueName)];
    const glue = readFileSync(gluePath, 'utf8');
    const bound = /"(\.\/[\w-]+_bg\.js)"/.exec(glue);
    if (!bound) {
      console.error(`trunk-post-build: ${glueName} names no wasm module`);
      process.exit(1);
    }
    const short = shortenImports(readFileSync(wasmPath), glue, bound[1]);
    writeFileSync(wasmPath, short.wasm);
    const out = await minify(short.js, { module, compress: { passes: 2 }, mangle: true });
    writeFileSync(gluePath, out.code);
    console.log(`trunk-post-build: ${wasmName}: ${short.renamed} import names shortened; ${glueName} minified`);
    return out.code;
  };
  const only = (pattern) => {
    const found = readdirSync(stage).filter((f) => pattern.test(f));
    if (found.length !== 1) {
      console.error(`trunk-post-build: expected one ${pattern}, found ${found.join(', ') || 'none'}`);
      process.exit(1);
    }
    return found[0];
  };
  const pageJs = only(/^app-[0-9a-f]+\.js$/);
  const code = await shrink(only(/^app-[0-9a-f]+_bg\.wasm$/), pageJs, true);
  const integrity = `sha384-${createHash('sha384').update(code, 'utf8').digest('base64')}`;
  const preload = new RegExp(`(<link\\b[^>]*href="\\./${pageJs.replace('.', '\\.')}"[^>]*\\bintegrity=")[^"]*(")`);
  if (!preload.test(html)) {
    console.error(`trunk-post-build: no modulepreload with an integrity for ${pageJs}`);
    process.exit(1);
  }
  html = html.replace(preload, `$1${integrity}$2`);
  await shrink('worker_bg.wasm', 'worker.js', false);
  const minifyModules = async (dir) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const e of entries) {
      const path = join(dir, e.name);
      if (e.isDirectory()) await minifyModules(path);
      else if (e.name.endsWith('.js')) {
        const out = await minify(readFileSync(path, 'utf8'), { module: true, compress: { passes: 2 }, mangle: true });
        writeFileSync(path, out.code);
        // Trunk preloads each snippet with the integrity of the file it wrote.
        const href = `./${relative(stage, path).split(sep).join('/')}`;
        const digest = `sha384-${createHash('sha384').update(out.code, 'utf8').digest('base64')}`;
        const link = new RegExp(`(<link\\b[^>]*href="${href.replace(/[.]/g, '\\.')}"[^>]*\\bintegrity=")[^"]*(")`);
        if (!link.test(html)) {
          console.error(`trunk-post-build: no modulepreload with an integrity for ${href}`);
          process.exit(1);
        }
        html = html.replace(link, `$1${digest}$2`);
      }
    }
  };
  await minifyModules(join(stage, 'snippets'));
}
html = html.replace(/<link\b[^>]*\bas="fetch"[^>]*>/g, (link) => link.replace(/\s+integrity="[^"]*"/, ''));
const hashes = [];
for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
  hashes.push(`'sha256-${createHash('sha256').update(match[1], 'utf8').digest('base64')}'`);
}
if (!html.includes('__INLINE_SCRIPT_HASHES__')) {
  console.error('trunk-post-build: index.html has no __INLINE_SCRIPT_HASHES__ placeholder');
  process.exit(1);
}
html = html.replace('__INLINE_SCRIPT_HASHES__', hashes.join(' '));
writeFileSync(htmlPath, html);

const loaderPath = join(stage, 'worker_loader.js');
const loader = readFileSync(loaderPath, 'utf8');
const fixedLoader = loader.replace(/wasm_bindgen\((["'][^"']+["'])\)/, 'wasm_bindgen({ module_or_path: $1 })');
if (!fixedLoader.includes('wasm_bindgen({ module_or_path:')) {
  console.error(`trunk-post-build: unexpected worker loader shim: ${loader}`);
  process.exit(1);
}
writeFileSync(loaderPath, fixedLoader);

const files = [];
const walk = (dir) => {
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else files.push(relative(stage, path).split(sep).join('/'));
  }
};
walk(stage);
const shell = files.filter((f) => f !== 'sw.js');
const version = createHash('sha256');
for (const f of shell) version.update(f).update(readFileSync(join(stage, f)));
const swPath = join(stage, 'sw.js');
const sw = readFileSync(swPath, 'utf8')
  .replace('__PUZZLE_LAB_VERSION__', version.digest('hex').slice(0, 16))
  .replace("['__PUZZLE_LAB_FILES__']", JSON.stringify(['./', ...shell]));
writeFileSync(swPath, sw);
console.log(`trunk-post-build: ${hashes.length} inline script hash(es) in the CSP; ${shell.length} files in the service worker's cache`);
