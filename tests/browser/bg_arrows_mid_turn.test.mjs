// While the person enters a turn (a checker picked up, a move entered), the
// arrow keys never step the replay, wherever the focus is; once the turn is
// confirmed they do again.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { waitForStatus } from './bg.mjs';

const browser = useBrowser();
const at = (page) => page.getAttribute('[data-testid=replay]', 'data-at');

test('the arrow keys do not step the replay in the middle of a turn', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1,6,5,4,2&seed=1&opponent=hotseat#/backgammon');
  try {
    await waitForStatus(page, /^White: pick a checker/);
    const now = await at(page);
    // one move of the 3-1 entered, the focus off the board
    await page.click('g.point[data-point="8"]');
    await page.click('g.point[data-point="5"]');
    await page.focus('[data-testid=replay-back]');
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await at(page), now, 'the live board stays');
    assert.equal(await page.locator('[data-action=undo]').isEnabled(), true, 'the move entered is kept');
    // the turn finished and confirmed: the arrows step the replay again
    await page.click('g.point[data-point="6"]');
    await page.click('g.point[data-point="5"]');
    await page.click('[data-action=confirm]');
    await waitForStatus(page, /^Black: roll or double/);
    const total = Number(await page.getAttribute('[data-testid=replay]', 'data-total'));
    await page.focus('[data-testid=replay-back]');
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => assert.equal(Number(await at(page)), total - 1));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
