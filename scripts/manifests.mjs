// Writes one web app manifest per language into dist/ (a step of
// scripts/build.sh, before the precache): dist/manifest-<code>.webmanifest is
// public/manifest.webmanifest with the name, short name and description of
// locales/<code>/kit.ftl (`kit-app-name`, `kit-app-short-name`,
// `kit-app-description`, one line each) and its `lang`. The page links the
// one of the language on screen (src/kit/i18n/load.rs).
//   node scripts/manifests.mjs [dist]
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { catalogues, each } from './ftl.mjs';

const dist = process.argv[2] ?? 'dist';
const base = JSON.parse(await readFile('public/manifest.webmanifest', 'utf8'));
const KEYS = { name: 'kit-app-name', short_name: 'kit-app-short-name', description: 'kit-app-description' };

const kit = await catalogues('.', 'kit');
const codes = Object.keys(kit);
for (const code of codes) {
  const manifest = { ...base, lang: code };
  for (const [field, key] of Object.entries(KEYS)) {
    const text = each(kit, 'kit', key)[code];
    if (text.includes('{')) throw new Error(`manifests: ${code} ${key} must be plain text`);
    manifest[field] = text;
  }
  await writeFile(join(dist, `manifest-${code}.webmanifest`), `${JSON.stringify(manifest, null, 2)}\n`);
}
console.log(`manifests: ${codes.length} languages (${dist}/manifest-<code>.webmanifest)`);
