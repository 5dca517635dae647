// The two pages come from one template: each gets its program, title,
// description and loading text, nothing is left unfilled, and a slot the
// list does not know stops the build.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { PAGES, fill } from '../../scripts/pages.mjs';
import { catalogues } from '../../scripts/ftl.mjs';

const template = await readFile(new URL('../../page.html', import.meta.url), 'utf8');
const kit = await catalogues(new URL('../..', import.meta.url).pathname, 'kit');

test('each page is the template with its own values and no slot left', () => {
  assert.deepEqual(PAGES.map((p) => p.file), ['index.html', 'bg.html']);
  for (const p of PAGES) {
    const html = fill(template, p, kit);
    assert.ok(!html.includes('{{'), `${p.file}: a slot is left`);
    assert.ok(html.includes(`data-bin="${p.bin}"`), `${p.file} builds ${p.bin}`);
    assert.ok(html.includes(`<title>${p.title}</title>`));
    assert.ok(html.includes(`<meta name="description" content="${p.description}" />`));
    assert.ok(html.includes(`<p class="loading-text">${kit.en[p.loading]}</p>`));
    // every language's loading texts, for boot.js
    const texts = JSON.parse(/<script type="application\/json" id="boot-texts">(.*?)<\/script>/.exec(html)[1]);
    assert.deepEqual(Object.keys(texts).sort(), ['bg', 'el', 'en', 'fr', 'id', 'ro', 'ru', 'tr']);
    assert.equal(texts.ru.loading, kit.ru[p.loading]);
    assert.match(texts.fr.failed, /\{ \$reason \}/);
    // without JavaScript, the line in every language, English first, the
    // French no-break space written as the character
    const noscript = /<noscript>\s*((?:<p lang="[a-z]+">[^<]*<\/p>\s*)+)<\/noscript>/.exec(html);
    assert.ok(noscript, `${p.file}: the noscript lines`);
    const langs = [...noscript[1].matchAll(/<p lang="([a-z]+)">/g)].map((m) => m[1]);
    assert.deepEqual(langs, ['en', 'bg', 'el', 'fr', 'id', 'ro', 'ru', 'tr']);
    assert.ok(noscript[1].includes('JavaScript\u00A0: activez-le'), 'French keeps its no-break space');
    assert.ok(!noscript[1].includes('u00A0'), 'no escape is left');
    for (const shared of ['rel="manifest"', 'style/main.css', 'boot.js', 'theme-color']) {
      assert.ok(html.includes(shared), `${p.file} has ${shared}`);
    }
  }
  const [index, bg] = PAGES.map((p) => fill(template, p, kit));
  assert.ok(index.includes('style/home.css') && !bg.includes('style/home.css'));
  assert.ok(bg.includes('engine/weights') && !index.includes('engine/weights'));
});

test('a language without a loading text stops the build', () => {
  const without = { ...kit, ru: { ...kit.ru, 'kit-start-failed': undefined } };
  assert.throws(() => fill(template, PAGES[0], without), /locales\/ru\/kit\.ftl has no one-line kit-start-failed/);
});

test('a slot the list does not fill stops the build', () => {
  assert.throws(() => fill('<p>{{colour}}</p>', PAGES[0], kit), /unknown slot \{\{colour\}\}/);
});
