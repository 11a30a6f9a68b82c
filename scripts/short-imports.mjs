// Shortens the names a wasm-bindgen module imports from its JavaScript glue, in both
// files, for a smaller download. wasm-bindgen names each import after the JS it calls
// plus a 16-digit hash (`__wbg_setAttribute_3c9f4f5d6a2b1e0c`); there are about 200 in
// the page, and the hashes do not compress. Each becomes a short name (`a`, `b`, … `aa`),
// in the wasm's import section and as the key of the glue's import object.
//
// Only the import section is rewritten; every other section is copied byte for byte.
// Nothing is changed (an Error says why) if a name is missing from the glue, or is also
// an export's name, or the module is not what this expects.

/** Reads an unsigned LEB128 at `at`: [value, next offset]. */
function readLeb(bytes, at) {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[at++];
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if (byte < 0x80) return [value, at];
  }
}

/** Encodes an unsigned LEB128. */
function leb(value) {
  const out = [];
  do {
    let byte = value % 128;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

/** A name as its length and UTF-8 bytes. */
function name(text) {
  const bytes = [...Buffer.from(text, 'utf8')];
  return [...leb(bytes.length), ...bytes];
}

/** The `i`-th short name: a … z, A … Z, then two letters, and so on. */
export function shortName(i) {
  const letters = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let out = '';
  do {
    out = letters[i % letters.length] + out;
    i = Math.floor(i / letters.length) - 1;
  } while (i >= 0);
  return out;
}

/** Reads a name at `at`: [text, next offset]. */
function readName(bytes, at) {
  const [length, start] = readLeb(bytes, at);
  return [Buffer.from(bytes.subarray(start, start + length)).toString('utf8'), start + length];
}

/** Skips an import's description (after its kind byte) at `at`: the next offset. */
function skipDescription(bytes, kind, at) {
  const limits = (p) => {
    const flags = bytes[p];
    let next = readLeb(bytes, p + 1)[1];
    if (flags & 1) next = readLeb(bytes, next)[1];
    return next;
  };
  switch (kind) {
    case 0: return readLeb(bytes, at)[1]; // function: its type index
    case 1: return limits(at + 1); // table: element type, limits
    case 2: return limits(at); // memory: limits
    case 3: return at + 2; // global: value type, mutability
    case 4: return readLeb(bytes, at + 1)[1]; // tag: attribute, type index
    default: throw new Error(`short-imports: unknown import kind ${kind}`);
  }
}

/** The sections of a wasm module: { id, start, end } of each one's contents. */
function sections(bytes) {
  const out = [];
  let at = 8;
  while (at < bytes.length) {
    const id = bytes[at];
    const [size, start] = readLeb(bytes, at + 1);
    out.push({ id, head: at, start, end: start + size });
    at = start + size;
  }
  return out;
}

/** The names of the module's exports. */
function exportNames(bytes, section) {
  const names = new Set();
  if (!section) return names;
  let [count, at] = readLeb(bytes, section.start);
  while (count-- > 0) {
    const [text, next] = readName(bytes, at);
    names.add(text);
    at = readLeb(bytes, next + 1)[1];
  }
  return names;
}

/** The whole-token pattern of `text` in JavaScript source. */
function token(text) {
  return new RegExp(`(?<![\\w$])${text.replace(/\$/g, '\\$')}(?![\\w$])`, 'g');
}

/**
 * Renames the imports `wasm` (bytes) takes from `module` (the glue's module name, such
 * as `./app_bg.js`), in the wasm and in `js` (the glue's text). Returns the new bytes and
 * text, and how many names were shortened.
 */
export function shortenImports(wasm, js, module) {
  const bytes = new Uint8Array(wasm);
  if (Buffer.from(bytes.subarray(0, 4)).toString('latin1') !== '\0asm') {
    throw new Error('short-imports: not a wasm module');
  }
  const all = sections(bytes);
  const imports = all.find((s) => s.id === 2);
  if (!imports) return { wasm: bytes, js, renamed: 0 };
  const exported = exportNames(bytes, all.find((s) => s.id === 7));
  let [count, at] = readLeb(bytes, imports.start);
  const body = [...leb(count)];
  const renames = new Map();
  while (count-- > 0) {
    const [from, fieldAt] = readName(bytes, at);
    const [field, kindAt] = readName(bytes, fieldAt);
    const kind = bytes[kindAt];
    const next = skipDescription(bytes, kind, kindAt + 1);
    let short = field;
    if (from === module) {
      if (exported.has(field)) throw new Error(`short-imports: ${field} is imported and exported`);
      if (!renames.has(field)) renames.set(field, shortName(renames.size));
      short = renames.get(field);
    }
    body.push(...name(from), ...name(short), ...bytes.subarray(kindAt, next));
    at = next;
  }
  let text = js;
  for (const [long, short] of renames) {
    const pattern = token(long);
    if (!pattern.test(text)) throw new Error(`short-imports: ${long} is not in the glue`);
    text = text.replace(token(long), short);
  }
  const section = [2, ...leb(body.length), ...body];
  const out = new Uint8Array(imports.head + section.length + (bytes.length - imports.end));
  out.set(bytes.subarray(0, imports.head), 0);
  out.set(section, imports.head);
  out.set(bytes.subarray(imports.end), imports.head + section.length);
  return { wasm: out, js: text, renamed: renames.size };
}
