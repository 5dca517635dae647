// Dragging a checker, the other way to move than two taps: pressed on a
// movable checker it follows the pointer (its place showing it lifted, the
// landing points lit), let go on a point it moves there; let go off the
// board it is put down; a press that does not slide stays a tap.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { act, counts, logLines, point, targets, waitForStatus } from './bg.mjs';

const browser = useBrowser();

async function centre(page, selector) {
  const box = await page.locator(selector).boundingBox();
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on `from`, slides in steps to `to` (page points), and checks the ghost on the way. */
async function drag(page, from, to, checkMidway = async () => {}) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move((from.x + to.x) / 2, (from.y + to.y) / 2, { steps: 4 });
  await checkMidway();
  await page.mouse.move(to.x, to.y, { steps: 4 });
  await page.mouse.up();
}

for (const size of ['desktop', 'phone']) {
  test(`an opening 3-1 is played by dragging two checkers (${size})`, async () => {
    const { context, page, problems } = await openApp(browser, size, 'bg.html?dice=3,1&seed=1&opponent=hotseat&auto=off#/backgammon');
    try {
      await waitForStatus(page, /^White: pick a checker/);
      // off the board: put down, nothing moved
      await drag(page, await centre(page, point(8)), { x: 2, y: 2 });
      await eventually(async () => assert.deepEqual(await targets(page), []));
      assert.equal((await counts(page)).white['8'], 3);
      // 8/5, the ghost following the pointer on the way
      await drag(page, await centre(page, point(8)), await centre(page, point(5)), async () => {
        await eventually(async () => assert.equal(await page.locator('.drag-ghost.white').count(), 1));
        assert.equal(await page.locator('.bg-board .checker.lifted').count(), 1);
        assert.deepEqual((await targets(page)).sort((a, b) => a - b), [4, 5, 7]);
      });
      await eventually(async () => assert.equal((await counts(page)).white['5'], 1));
      assert.equal(await page.locator('.drag-ghost').count(), 0);
      assert.equal((await counts(page)).white['8'], 2);
      // 6/5 makes the point
      await drag(page, await centre(page, point(6)), await centre(page, point(5)));
      await eventually(async () => assert.equal((await counts(page)).white['5'], 2));
      // a press without sliding is a tap: the back checker is picked, its point lit
      await act(page, 'undo');
      await eventually(async () => assert.equal((await counts(page)).white['5'], 1));
      await page.click(point(24));
      await eventually(async () => assert.deepEqual(await targets(page), [23]));
      await page.click(point(23));
      await eventually(async () => assert.equal((await counts(page)).white['23'], 1));
      await act(page, 'confirm');
      await waitForStatus(page, /^Black: roll or double/);
      assert.ok((await logLines(page)).includes('White 3-1: 24/23 8/5'), (await logLines(page)).join('\n'));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
