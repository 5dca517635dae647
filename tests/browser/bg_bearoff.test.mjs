// Bearing off: once all are home a checker goes to the tray (lit as a
// target), a higher number bears off from the highest point only.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { logLines, point, waitForStatus } from './bg.mjs';

const browser = useBrowser();
// White on roll, all fifteen in his home board (2 on the 6, 3 on the 5, ...)
const HOME = 'p=4HPYBwDb3Q0AAA:cAkAAAAAAAAA';

test('both numbers bear off to the tray', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', `?dice=6,5&seed=1&opponent=hotseat#/backgammon/${HOME}`);
  try {
    await page.click('[data-action=roll]');
    await waitForStatus(page, /^White: pick a checker/);
    await page.click(point(6));
    await eventually(async () => assert.equal(await page.locator('.bg-board .tray.target').count(), 1));
    await page.click('.bg-board .tray.target');
    await page.click(point(5));
    await page.click('.bg-board .tray.target');
    await eventually(async () => assert.equal(await page.getAttribute('[data-tray=white]', 'data-off'), '2'));
    await page.click('[data-action=confirm]');
    await eventually(async () => assert.ok((await logLines(page)).includes('White 6-5: 6/off 5/off')));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
