// The pip counts stay readable and say whose they are: the cube, owned by
// either side, covers neither count (landscape and phone), and each count is
// named for a screen reader ("White: 167 pips to go").
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, openApp, useBrowser } from './helpers.mjs';

const browser = useBrowser();
// the opening position, the cube on 2 owned by the player on roll (1) or his
// opponent (-1)
const xgid = (owner) => `XGID=-b----E-C---eE---c-e----B-:1:${owner}:1:00:0:0:0:0:10`;

const overlap = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

for (const viewport of ['desktop', 'phone']) {
  for (const owner of [1, -1]) {
    test(`the owned cube covers no pip count (${viewport}, cube owner ${owner})`, async () => {
      const { context, page, problems } = await openApp(
        browser,
        viewport,
        `bg.html?lang=en&opponent=hotseat#/backgammon/x=${xgid(owner)}`,
      );
      try {
        await page.waitForSelector('[data-cube="2"]');
        const cube = await page.locator('[data-cube="2"] rect').boundingBox();
        const pips = page.locator('text[data-pips]');
        assert.equal(await pips.count(), 2);
        for (let i = 0; i < 2; i++) {
          const box = await pips.nth(i).boundingBox();
          assert.ok(box && box.width > 0, 'the count is drawn');
          assert.ok(!overlap(cube, box), `the cube ${JSON.stringify(cube)} covers the count ${JSON.stringify(box)}`);
        }
        assertNoProblems(problems);
      } finally {
        await context.close();
      }
    });
  }
}

test('each pip count says whose it is, in the language on screen', async () => {
  for (const [lang, white] of [
    ['en', 'White: 167 pips to go'],
    ['fr', 'Blanc\u00a0: 167 pips à parcourir'],
  ]) {
    const { context, page, problems } = await openApp(browser, 'desktop', `bg.html?lang=${lang}&opponent=hotseat#/backgammon`);
    try {
      await page.waitForSelector('text[data-pips=white] title', { state: 'attached' });
      assert.equal(await page.textContent('text[data-pips=white] title'), white);
      assert.match(await page.textContent('text[data-pips=black] title'), /167/);
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  }
});
