// The home screen's card pictures are pictures: no point, bar or tray of
// theirs is a tab stop or a button, so the keyboard goes from one game's
// link to the next (it took 56 Tabs to reach Backgammon's).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, useBrowser } from './helpers.mjs';

const browser = useBrowser();

test('Tab goes from game to game, never into a card picture', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '');
  try {
    const stops = await page.$$eval('.card-board [tabindex]', (els) => els.filter((e) => e.getAttribute('tabindex') !== '-1').length);
    assert.equal(stops, 0, 'tab stops inside the pictures');
    const buttons = await page.locator('.card-board [role=button]').count();
    assert.equal(buttons, 0, 'buttons inside the pictures');
    // from the top of the page: the language button, then Trictrac's
    // name, its rules, then Backgammon's name
    const seen = [];
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      const at = await page.evaluate(() => {
        const e = document.activeElement;
        return e.dataset?.gameLink ?? e.closest('[data-card]')?.dataset.card + ':' + e.tagName.toLowerCase();
      });
      seen.push(at);
      if (at === 'backgammon') break;
    }
    assert.equal(seen.at(-1), 'backgammon', `reached: ${seen.join(', ')}`);
    assert.ok(seen.length <= 5, `${seen.length} Tabs to Backgammon: ${seen.join(', ')}`);
    assert.ok(!seen.some((s) => s.endsWith(':g') || s.endsWith(':rect')), `no stop in a picture: ${seen.join(', ')}`);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
