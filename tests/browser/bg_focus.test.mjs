// The focus follows the person's play on the backgammon page, as on the
// Grand Trictrac's: after a roll to the first checker that can move, after
// a confirmed play to Roll (here the other person's, same device).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { waitForStatus } from './bg.mjs';

const browser = useBrowser();
const focused = (page, selector) => page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);

test('after a roll the focus is on a checker that can move, after a play on Roll', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1,6,5,4,2&seed=1&opponent=hotseat#/backgammon');
  try {
    await waitForStatus(page, /^White: pick a checker/);
    // the opening roll gave White the first play
    await eventually(async () => assert.ok(await focused(page, '.bg-board .movable[tabindex]'), 'a movable checker has the focus'));
    await page.click('g.point[data-point="24"]');
    await page.click('g.point[data-point="20"]');
    await page.click('[data-action=confirm]');
    await waitForStatus(page, /^Black: roll or double/);
    await eventually(async () => assert.ok(await focused(page, '[data-action=roll]'), 'Roll has the focus'));
    // Enter on it rolls: the focus goes to one of Black's checkers
    await page.keyboard.press('Enter');
    await waitForStatus(page, /^Black: pick a checker/);
    await eventually(async () => assert.ok(await focused(page, '.bg-board .movable[tabindex]')));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
