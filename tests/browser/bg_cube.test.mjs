// The cube: a double is answered by Take or Pass (never by Enter), the
// cube then shows its value on the taker's side; a pass ends the game at
// the value before the double, and the next game begins.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { afterWhitesOpening, logLines, waitForStatus } from './bg.mjs';

const browser = useBrowser();

test('a double taken turns the cube to 2 for the taker; redoubled and passed ends the game', async () => {
  // opening: White 3, Black 1 (White plays 3-1); then Black 6-5 ...
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1,6,5,4,2&seed=1&opponent=hotseat#/backgammon');
  try {
    await waitForStatus(page, /^White: pick a checker/);
    // 8/5 6/5
    await page.click('g.point[data-point="8"]');
    await page.click('g.point[data-point="5"]');
    await page.click('g.point[data-point="6"]');
    await page.click('g.point[data-point="5"]');
    await page.click('[data-action=confirm]');
    await waitForStatus(page, /^Black: roll or double/);
    assert.equal(await page.getAttribute('.bg-board [data-cube]', 'data-cube'), '1');
    await page.click('[data-action=double]');
    await waitForStatus(page, /^White: take or pass the double to 2/);
    // Enter on the page does not answer
    await page.keyboard.press('Enter');
    await waitForStatus(page, /^White: take or pass/);
    await page.click('[data-action=take]');
    await eventually(async () => assert.equal(await page.getAttribute('.bg-board [data-cube]', 'data-cube'), '2'));
    assert.ok((await logLines(page)).includes('White takes: the cube is at 2, White\'s.'));
    await waitForStatus(page, /^Black: roll the dice/);
    assert.equal(await page.locator('[data-action=double]').count(), 0, 'Black no longer owns the cube');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a double passed wins a single game at the cube before it', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1,6,5&seed=1&opponent=hotseat#/backgammon');
  try {
    await afterWhitesOpening(page);
    await page.click('[data-action=double]');
    await page.click('[data-action=pass]');
    await eventually(async () => {
      const log = (await logLines(page)).join('\n');
      assert.match(log, /White passes\./);
      assert.match(log, /Black wins a single game \(double passed\): 1 point\./);
      assert.match(log, /Score: White 0, Black 1\./);
    });
    await page.click('[data-action=next-game]');
    await eventually(async () => assert.match((await logLines(page)).join('\n'), /Game 2/));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
