// The backgammon family's own keys: D doubles, A takes, P passes, N starts
// the next game, Q goes to the resignation's choices; each does only what
// the panel offers at that moment, and `?` lists them.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { afterWhitesOpening, logLines, waitForStatus } from './bg.mjs';

const browser = useBrowser();

test('D doubles, P passes, N starts the next game; A takes', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1,6,5,4,2&seed=1&opponent=hotseat#/backgammon');
  try {
    await waitForStatus(page, /^White: pick a checker/);
    // keys that the moment does not offer do nothing
    await page.keyboard.press('d');
    await page.keyboard.press('n');
    await waitForStatus(page, /^White: pick a checker/);
    await page.click('g.point[data-point="24"]');
    await page.click('g.point[data-point="20"]');
    await page.click('[data-action=confirm]');
    await waitForStatus(page, /^Black: roll or double/);
    await page.keyboard.press('d');
    await waitForStatus(page, /^White: take or pass the double to 2/);
    await page.keyboard.press('p');
    await eventually(async () => assert.match((await logLines(page)).join('\n'), /White passes\./));
    await page.keyboard.press('n');
    await eventually(async () => assert.match((await logLines(page)).join('\n'), /Game 2/));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('A takes the double; Q goes to the resignation; ? lists the keys', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1,6,5,4,2&seed=1&opponent=hotseat#/backgammon');
  try {
    await afterWhitesOpening(page);
    await page.keyboard.press('D');
    await waitForStatus(page, /^White: take or pass/);
    await page.keyboard.press('a');
    await eventually(async () => assert.equal(await page.getAttribute('.bg-board [data-cube]', 'data-cube'), '2'));
    await waitForStatus(page, /^Black: roll the dice/);
    await page.keyboard.press('q');
    await eventually(async () =>
      assert.equal(await page.evaluate(() => document.activeElement?.matches('details.resign > summary')), true),
    );
    await page.keyboard.press('Enter');
    await eventually(async () => assert.equal(await page.evaluate(() => document.querySelector('details.resign').open), true));
    await page.keyboard.press('?');
    const help = await page.textContent('[data-testid=keys-help]');
    for (const row of ['Double (offer the cube)', 'Take the cube, or accept a resignation', 'Next game']) {
      assert.ok(help.includes(row), `the keys list ${row}`);
    }
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
