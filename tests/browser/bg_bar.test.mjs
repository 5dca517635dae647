// Entering from the bar: a checker on the bar must enter first (the refusal
// names the rule), only open points are lit; a roll that cannot enter is
// said in the log and the turn passes. The position comes as gnubg IDs.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { counts, logLines, point, targets, waitForStatus } from './bg.mjs';

const browser = useBrowser();
// White on roll with a checker on the bar; Black holds his points 1 to 5
const BAR = 'p=2zbABwDgc/ADQA:cAkAAAAAAAAA';

test('a checker on the bar enters first, on the only open point', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', `?dice=6,2&seed=1&opponent=hotseat#/backgammon/${BAR}`);
  try {
    await waitForStatus(page, /^White: roll or double/);
    await page.click('[data-action=roll]');
    await waitForStatus(page, /^White: pick a checker/);
    // a checker of the 13-point says why it cannot move
    await page.click(point(13));
    await eventually(async () =>
      assert.match(await page.textContent('[data-testid=message]'), /a checker on the bar must enter before any other moves/i));
    await page.click('.bg-board rect.bar');
    await eventually(async () => assert.deepEqual(await targets(page), [17, 19]));
    await page.click(point(19));
    await eventually(async () => assert.equal((await counts(page)).white.bar ?? 0, 0));
    await page.click(point(13));
    await page.click(point(11));
    await page.click('[data-action=confirm]');
    await eventually(async () => assert.ok((await logLines(page)).includes('White 6-2: bar/19 13/11'), (await logLines(page)).join('\n')));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a roll that cannot enter is said, and the turn passes', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', `?dice=5,5&seed=1&opponent=hotseat#/backgammon/${BAR}`);
  try {
    await page.click('[data-action=roll]');
    await eventually(async () => {
      const log = (await logLines(page)).join('\n');
      assert.match(log, /White rolled 5-5 and cannot play any number/);
    });
    await waitForStatus(page, /^Black: roll or double/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
