// Every page opens in every language: `<html lang>` follows, no text is
// missing (the catalogues' marker ⟦key⟧ never shows), and no English is left
// on screen: each text of the English page that comes back unchanged in
// another language must be one the French page keeps too (a proper name, a
// game's name, a notation). The menu switches the language in place, and the
// choice is kept for the next visit.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, screenshot, useBrowser } from './helpers.mjs';

const browser = useBrowser();
// LANGS=el,ru checks only those (with English and French, the references)
const LANGS = ['en', 'fr', 'ro', 'id', 'el', 'tr', 'ru', 'bg'].filter(
  (l) => !process.env.LANGS || ['en', 'fr', ...process.env.LANGS.split(',')].includes(l),
);
// words a language writes as English does though French does not
const SAME = {
  // the Grand Trictrac's French terms, kept in every language (French words them its own way)
  all: ['Impuissance'],
  id: ['Indonesia', 'bar'],
  tr: ['bar'],
};
// the pages, with what to wait for
/** The Grand Trictrac's screen, with `open` (a panel's button and what shows once it is open). */
const trictrac = (name, open) => ({
  name,
  path: (l) => `?lang=${l}&opponent=hotseat&seed=1#/trictrac`,
  ready: '[data-testid=status]',
  open:
    open &&
    (async (page) => {
      await page.click(open[0]);
      await page.waitForSelector(open[1]);
    }),
});
const PAGES = [
  { name: 'home', path: (l) => `?lang=${l}`, ready: '[data-testid=app][data-screen=home]' },
  trictrac('Grand Trictrac'),
  trictrac('Grand Trictrac rule reference', ['[data-testid=rules]', '[data-testid=reference]']),
  trictrac('Grand Trictrac lessons', ['[data-testid=lessons]', '[data-testid=lessons-list]']),
  {
    name: 'backgammon',
    path: (l) => `bg.html?lang=${l}&opponent=hotseat&seed=9#/backgammon`,
    ready: '[data-testid=status]',
    open: async (page) => {
      // the rules and the options open, so that their texts are seen too
      for (const d of await page.$$('details')) await d.evaluate((el) => (el.open = true));
    },
  },
];

/** The visible texts of the page: each text node's words, trimmed. */
async function texts(page) {
  return page.evaluate(() => {
    const out = new Set();
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode;
      const el = node.parentElement;
      if (!el || el.closest('script, style, noscript, svg, [aria-hidden=true], .loading')) continue;
      const text = node.textContent.replace(/\s+/g, ' ').trim();
      // words only: numbers, dice and signs are the same everywhere
      if (/\p{L}{3,}/u.test(text)) out.add(text);
    }
    for (const el of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      for (const a of ['aria-label', 'title', 'placeholder']) {
        const v = el.getAttribute(a);
        if (v && /\p{L}{3,}/u.test(v)) out.add(v.trim());
      }
    }
    return [...out];
  });
}

async function textsOf(pageInfo, lang) {
  const { context, page, problems } = await openApp(browser, 'desktop', pageInfo.path(lang));
  try {
    await page.waitForSelector(pageInfo.ready);
    assert.equal(await page.evaluate(() => document.documentElement.lang), lang);
    if (pageInfo.open) await pageInfo.open(page);
    const shown = await texts(page);
    assert.deepEqual(problems, []);
    return shown;
  } finally {
    await context.close();
  }
}

for (const pageInfo of PAGES) {
  test(`the ${pageInfo.name} page in every language: nothing missing, no English left`, async () => {
    const english = new Set(await textsOf(pageInfo, 'en'));
    const french = new Set(await textsOf(pageInfo, 'fr'));
    const wrong = {};
    for (const lang of LANGS) {
      const shown = lang === 'en' ? [...english] : lang === 'fr' ? [...french] : await textsOf(pageInfo, lang);
      const missing = shown.filter((t) => t.includes('⟦'));
      const same = [...SAME.all, ...(SAME[lang] ?? [])];
      const left = lang === 'en' ? [] : shown.filter((t) => english.has(t) && !french.has(t) && !same.includes(t));
      if (missing.length > 0) wrong[`${lang}: missing from the catalogue`] = missing;
      if (left.length > 0) wrong[`${lang}: English left on screen`] = left;
    }
    assert.deepEqual(wrong, {}, 'every text in its language');
  });
}

test('the menu switches the home screen to Russian in place, and the choice is kept', async () => {
  const { context, page, problems } = await openApp(browser, 'phone', '');
  try {
    await page.waitForSelector('[data-testid=app][data-screen=home]');
    const before = await page.textContent('[data-testid=title]');
    await page.selectOption('[data-testid=lang]', 'ru');
    await page.waitForFunction(() => document.documentElement.lang === 'ru');
    const title = await page.textContent('[data-testid=title]');
    assert.notEqual(title, before);
    assert.match(title, /\p{Script=Cyrillic}/u);
    assert.match(page.url(), /[?&]lang=ru/);
    // the installed app's name follows
    const manifest = await page.$eval('link[rel=manifest]', (l) => l.href);
    assert.match(manifest, /manifest-ru\.webmanifest$/);
    const res = await context.request.get(manifest);
    assert.equal(res.status(), 200);
    const m = await res.json();
    assert.equal(m.lang, 'ru');
    assert.match(m.name, /\p{Script=Cyrillic}/u);
    await screenshot(page, 'home-ru', 'phone');
    // a new visit without ?lang= opens in the language chosen
    await page.goto(page.url().replace(/\?lang=ru/, ''));
    await page.waitForSelector('[data-testid=app][data-screen=home]');
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    assert.equal(await page.$eval('[data-testid=lang]', (s) => s.value), 'ru');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

/** Whether the page scrolls sideways, and the elements that run past the
 * screen's right edge (but for a wide table's own scrolling): `tag.class: right`. */
async function overflowing(page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const out = [];
    for (const el of document.querySelectorAll('body *')) {
      if (el.closest('svg, .loading, [aria-hidden=true]')) continue;
      // inside the box of a wide table, which scrolls sideways on purpose
      // (the box itself is checked)
      if (el.parentElement?.closest('.reference-table-wrap')) continue;
      const r = el.getBoundingClientRect();
      if (r.width > 0 && r.right > width + 1) out.push(`${el.tagName.toLowerCase()}.${el.className}: ${Math.round(r.right)}`);
    }
    return { scroll: document.documentElement.scrollWidth > width, out: out.slice(0, 10) };
  });
}

// the longer words of Greek and Russian fit a phone: nothing runs off the
// screen's edge (the screenshots are kept under screenshots/)
for (const lang of ['el', 'ru']) {
  for (const pageInfo of PAGES) {
    test(`${pageInfo.name} in ${lang} fits a phone`, async () => {
      const { context, page, problems } = await openApp(browser, 'phone', pageInfo.path(lang));
      try {
        await page.waitForSelector(pageInfo.ready);
        if (pageInfo.open) await pageInfo.open(page);
        assert.deepEqual(await overflowing(page), { scroll: false, out: [] });
        await screenshot(page, `${pageInfo.name.replace(/\W+/g, '-').toLowerCase()}-${lang}`, 'phone');
        assert.deepEqual(problems, []);
      } finally {
        await context.close();
      }
    });
  }
}
