// The app mounts, names the game and the engine version, draws an SVG board, and logs no errors.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, screenshot, useBrowser, VIEWPORTS } from './helpers.mjs';

const browser = useBrowser();

for (const viewportName of Object.keys(VIEWPORTS)) {
  test(`app mounts with the title, the engine version and an SVG board (${viewportName})`, async () => {
    const { context, page, problems } = await openApp(browser, viewportName, '#/trictrac');
    try {
      assert.equal(await page.textContent('h1'), 'Grand Trictrac');
      assert.equal(await page.title(), 'Grand Trictrac');

      const version = await page.textContent('[data-testid=engine-version]');
      assert.match(version, /^tables \d+\.\d+\.\d+/);

      assert.ok(await page.isVisible('[data-testid=board] svg.tablier'), 'the board is visible');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (page is ${overflow}px too wide)`);

      await screenshot(page, 'app', viewportName);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
