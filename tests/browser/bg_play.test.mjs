// Backgammon played by clicks, two players on one device: the opening roll,
// a checker moved with one number, then with both at once, taking back,
// a refused move naming its rule, confirming, and the log in notation.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, screenshot, useBrowser } from './helpers.mjs';
import { act, counts, logLines, point, status, targets, waitForStatus } from './bg.mjs';

const browser = useBrowser();

test('an opening 3-1 is played by clicks, taken back, played again and confirmed', async () => {
  // opening dice: White 3, Black 1: White begins with 3-1
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1,6,5&seed=1&opponent=hotseat#/backgammon');
  try {
    assert.equal(await page.getAttribute('[data-testid=app]', 'data-game'), 'backgammon');
    await waitForStatus(page, /^White: pick a checker/);
    assert.match((await logLines(page)).join('\n'), /Opening roll: White 3, Black 1\. White begins\./);
    // the 8-point: 8/5 with the 3, 8/7 with the 1, 8/4 with both
    await page.click(point(8));
    await eventually(async () => assert.deepEqual((await targets(page)).sort((a, b) => a - b), [4, 5, 7]));
    await page.click(point(5));
    await eventually(async () => assert.equal((await counts(page)).white['5'], 1));
    await eventually(async () => assert.equal(await page.isEnabled('[data-action=confirm]'), false));
    // the 6-point with the 1 makes the 5-point
    await page.click(point(6));
    await page.click(point(5));
    await eventually(async () => assert.equal((await counts(page)).white['5'], 2));
    await eventually(async () => assert.equal(await page.isEnabled('[data-action=confirm]'), true));
    // take both back
    await act(page, 'undo');
    await act(page, 'undo');
    await eventually(async () => assert.equal((await counts(page)).white['5'] ?? 0, 0));
    await eventually(async () => assert.equal((await counts(page)).white['8'], 3));
    // a refused move names its rule: no die shows 6
    await page.click(point(24));
    await page.click(point(18));
    await eventually(async () => assert.match(await page.textContent('[data-testid=message]'), /no die left shows that number/i));
    // both numbers at once: 24/20 through 21 or 23
    await page.click(point(24));
    await eventually(async () => assert.ok((await targets(page)).includes(20)));
    await page.click(point(20));
    await eventually(async () => assert.equal((await counts(page)).white['20'], 1));
    await act(page, 'confirm');
    // Black may double (the cube is in the middle): he rolls or doubles himself
    await waitForStatus(page, /^Black: roll or double/);
    const log = await logLines(page);
    assert.ok(log.includes('White 3-1: 24/20'), log.join('\n'));
    await screenshot(page, 'bg-hotseat', 'desktop');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the hint shows the strong bot\'s play on the board and its best plays with equities', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1&seed=1&opponent=hotseat#/backgammon');
  try {
    await page.waitForSelector('[data-testid=app][data-bot-ready=true]');
    await waitForStatus(page, /^White: pick a checker/);
    await page.click('[data-action=hint]');
    // the opening 3-1 makes the 5-point
    await eventually(async () =>
      assert.match(await page.textContent('[data-testid=hint]'), /^The strong bot would play: 8\/5 6\/5 \([+-]\d\.\d{3}\), /));
    assert.equal(await page.locator('.bg-board line.arrow').count(), 2);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
