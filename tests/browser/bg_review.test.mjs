// After a game, the review of the person's plays by the strong bot: White
// bears off one checker where both would have won, Black bears off his last
// and wins; the review names White's play, the best one and what it lost.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { act, counts, point, waitForStatus } from './bg.mjs';

const browser = useBrowser();
// White: one checker on his 6 and one on his 5; Black: one on his ace; White on roll
const LAST_TWO = 'AQAAQAEAAAAAAA:cAkAAAAAAAAA';

test('the review names the play that lost the game, with the best one', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', `bg.html?dice=6,5&seed=1&pace=fast&auto=off#/backgammon/p=${LAST_TWO}`);
  try {
    await page.waitForSelector('[data-testid=app][data-bot-ready=true]');
    await waitForStatus(page, /^White: roll or double/);
    await act(page, 'roll');
    // 6/1 with the 5, then 5/off with the 6
    await page.click(point(6));
    await page.click(point(1));
    await eventually(async () => assert.equal((await counts(page)).white['1'], 1));
    await page.click(point(5));
    await page.click('.bg-board .tray.target');
    await act(page, 'confirm');
    // Black wins (or doubles first: White passes)
    await eventually(async () => {
      const pass = await page.$('[data-action=pass]');
      if (pass) await pass.click();
      assert.ok(await page.$('[data-action=review]'), 'the review is offered');
    }, { timeout: 10_000 });
    await act(page, 'review');
    await eventually(async () => assert.match(
      await page.textContent('[data-testid=review]'),
      /White 6-5: 6\/1 5\/off, best 6\/off 5\/off \(-[12]\.\d{3}\)/,
    ), { timeout: 10_000 });
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
