// Writes one web app manifest per language into dist/ (a step of
// scripts/build.sh, before the precache): dist/manifest-<code>.webmanifest is
// public/manifest.webmanifest with the name, short name and description of
// locales/<code>/kit.ftl (`kit-app-name`, `kit-app-short-name`,
// `kit-app-description`, one line each) and its `lang`. The page links the
// one of the language on screen (src/kit/i18n/load.rs).
//   node scripts/manifests.mjs [dist]
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const base = JSON.parse(await readFile('public/manifest.webmanifest', 'utf8'));
const KEYS = { name: 'kit-app-name', short_name: 'kit-app-short-name', description: 'kit-app-description' };

/** The one-line messages of a Fluent file, by key. */
export function messages(ftl) {
  const out = {};
  for (const line of ftl.split('\n')) {
    const m = /^([a-z][a-z0-9-]*) = (.+)$/.exec(line);
    if (m) out[m[1]] = m[2].trim();
  }
  return out;
}

const codes = (await readdir('locales', { withFileTypes: true })).filter((d) => d.isDirectory()).map((d) => d.name);
for (const code of codes.sort()) {
  const msgs = messages(await readFile(join('locales', code, 'kit.ftl'), 'utf8'));
  const manifest = { ...base, lang: code };
  for (const [field, key] of Object.entries(KEYS)) {
    if (!msgs[key]) throw new Error(`manifests: locales/${code}/kit.ftl has no one-line ${key}`);
    if (msgs[key].includes('{')) throw new Error(`manifests: ${code} ${key} must be plain text`);
    manifest[field] = msgs[key];
  }
  await writeFile(join(dist, `manifest-${code}.webmanifest`), `${JSON.stringify(manifest, null, 2)}\n`);
}
console.log(`manifests: ${codes.length} languages (${dist}/manifest-<code>.webmanifest)`);
