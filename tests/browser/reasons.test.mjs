// A refused address says why in the page's language: the engine's reason
// (an XGID of 9 parts, a Trictrac position without its turn, a game text
// with a bad character) is worded by the catalogues, not in English, and a
// place in the text is counted from 1.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, eventually, openApp, useBrowser } from './helpers.mjs';

const browser = useBrowser();

const CASES = [
  {
    name: 'an XGID of 9 parts, in French',
    path: 'bg.html?lang=fr#/backgammon/x=XGID=-a----E-C---eE---c-e----B-:0:0:1:00:0:0:0:0',
    said: "L'adresse contient une position illisible\u00a0: un XGID a 10 champs séparés par des deux-points, pas 9",
  },
  {
    name: 'a Trictrac position without its turn, in Russian',
    path: '?lang=ru&opponent=hotseat#p=1.ZZ',
    said: 'В адресе позиция, которую не удалось прочитать: нет очереди хода',
  },
  {
    name: 'a Trictrac game with a bad character, in Greek (its 5th character)',
    path: '?lang=el&opponent=hotseat#g=1.AA*A',
    said: 'Η διεύθυνση περιέχει μια παρτίδα που δεν διαβάζεται: απρόσμενο «*» στον χαρακτήρα 5 της παρτίδας',
  },
  {
    name: 'the same game in English',
    path: '?lang=en&opponent=hotseat#g=1.AA*A',
    said: 'The address holds a game that cannot be read: unexpected "*" at character 5 of the game',
  },
];

for (const c of CASES) {
  test(`a refused address says why: ${c.name}`, async () => {
    const { context, page, problems } = await openApp(browser, 'desktop', c.path);
    try {
      const text = await eventually(async () => {
        const t = await page.locator('[data-testid=notice]').first().textContent({ timeout: 1_000 });
        assert.ok(t?.includes(':'), `a notice with its reason: ${t}`);
        return t;
      });
      // the notice's close button adds its × after the text
      assert.equal(text.replace(/×$/, '').trim(), c.said);
      assert.ok(!text.includes('⟦'), 'no missing message');
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });
}
