// Writes the app's two pages, index.html and bg.html, from the one template
// page.html (their head and loading message are the same but for the
// values below): run by scripts/build.sh before trunk. Edit page.html and
// this list, never the written pages (git ignores them).
import { readFile, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { catalogues, each } from './ftl.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Each page: its file, its program (Cargo.toml's [[bin]]) and its words. */
export const PAGES = [
  {
    file: 'index.html',
    bin: 'tables-index',
    title: 'Tables games: Trictrac, backgammon and its variants',
    description:
      'Play the French Grand Trictrac and backgammon online or offline: a rules engine that explains every jan and score, lessons and the rules, against a bot or a friend.',
    links: ['<link data-trunk rel="css" href="style/home.css" />'],
    loading: 'kit-loading-tables',
  },
  {
    file: 'bg.html',
    bin: 'tables-bg',
    title: 'Backgammon and its variants',
    description:
      'Play backgammon online or offline against a bot or a friend, with the doubling cube and match play, and its variants: Nackgammon, Hypergammon, Tavli (Portes, Plakoto, Fevga), Long Nardy, Acey-Deucey and more.',
    links: [
      '<!-- the bots\' trained networks, fetched when their game opens -->',
      '<link data-trunk rel="copy-dir" href="engine/weights" data-target-path="weights" />',
    ],
    loading: 'kit-loading-backgammon',
  },
];

/** The page `p` from the template `template` and the catalogues' kit
 * messages `kit`; every slot must be filled. The loading message is written
 * in English and, for public/boot.js to choose from before the program
 * starts, in every language; the line shown without JavaScript in every
 * language. */
export function fill(template, p, kit) {
  const loading = each(kit, 'kit', p.loading);
  const failed = each(kit, 'kit', 'kit-start-failed');
  const noscript = each(kit, 'kit', 'kit-needs-javascript');
  const texts = {};
  for (const code of Object.keys(kit)) texts[code] = { loading: loading[code], failed: failed[code] };
  const values = {
    generated: `Written by scripts/pages.mjs from page.html: edit those, not this file.`,
    title: p.title,
    description: p.description,
    links: p.links.join('\n    '),
    bin: p.bin,
    loading: escape(loading.en),
    // without JavaScript nothing can choose the language: every one is shown
    noscript: Object.entries(noscript)
      .sort(([a], [b]) => (a === 'en' ? -1 : b === 'en' ? 1 : 0))
      .map(([code, text]) => `<p lang="${code}">${escape(text)}</p>`)
      .join('\n        '),
    texts: JSON.stringify(texts).replace(/</g, '\\u003c'),
  };
  const out = template.replace(/\{\{(\w+)\}\}/g, (_, k) => {
    if (!(k in values)) throw new Error(`page.html: unknown slot {{${k}}}`);
    return values[k];
  });
  return out;
}

/** `s` safe in HTML text. */
function escape(s) {
  return s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const template = await readFile(join(root, 'page.html'), 'utf8');
  const kit = await catalogues(root, 'kit');
  for (const p of PAGES) {
    await writeFile(join(root, p.file), fill(template, p, kit));
  }
}
