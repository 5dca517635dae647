// Reads the one-line messages of the catalogues, for the build's scripts
// (the manifests, the pages' loading texts); the app itself reads the whole
// Fluent syntax (src/kit/i18n/).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** The one-line messages of a Fluent file, by key. */
export function messages(ftl) {
  const out = {};
  for (const line of ftl.split('\n')) {
    const m = /^([a-z][a-z0-9-]*) = (.+)$/.exec(line);
    if (m) out[m[1]] = literals(m[2].trim());
  }
  return out;
}

/** `text` with its string-literal placeables (`{"\u00A0"}`, the French
 * no-break space) replaced by what they stand for. */
function literals(text) {
  return text.replace(/\{\s*"((?:[^"\\]|\\.)*)"\s*\}/g, (_, body) =>
    body.replace(/\\u([0-9a-fA-F]{4})|\\U([0-9a-fA-F]{6})|\\(.)/g, (_, u4, u6, c) =>
      u4 ? String.fromCharCode(parseInt(u4, 16)) : u6 ? String.fromCodePoint(parseInt(u6, 16)) : c,
    ),
  );
}

/** Each language's one-line messages of its `area` file: { code: { key: text } }. */
export async function catalogues(root, area) {
  const dir = join(root, 'locales');
  const codes = (await readdir(dir, { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
  const out = {};
  for (const code of codes.sort()) out[code] = messages(await readFile(join(dir, code, `${area}.ftl`), 'utf8'));
  return out;
}

/** The message `key` of every language, checked to be there. */
export function each(all, area, key) {
  const out = {};
  for (const [code, msgs] of Object.entries(all)) {
    if (!msgs[key]) throw new Error(`locales/${code}/${area}.ftl has no one-line ${key}`);
    out[code] = msgs[key];
  }
  return out;
}
