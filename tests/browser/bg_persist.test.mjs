// A backgammon game is saved after every action and restored on reload; an
// unreadable save is kept aside with a message, and a new game starts.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { APP_URL, eventually, openApp, useBrowser } from './helpers.mjs';
import { counts, logLines, point, waitForStatus } from './bg.mjs';

const browser = useBrowser();

test('the game in progress comes back after a reload', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1&seed=1&opponent=hotseat#/backgammon');
  try {
    await waitForStatus(page, /^White: pick a checker/);
    await page.click(point(8));
    await page.click(point(5));
    await page.click(point(6));
    await page.click(point(5));
    await page.click('[data-action=confirm]');
    await waitForStatus(page, /^Black: roll or double/);
    // the same game without the scripted dice: the autosave is read
    await page.goto(new URL('bg.html?opponent=hotseat#/backgammon', APP_URL).href);
    await page.waitForSelector('[data-testid=app][data-game=backgammon]');
    await eventually(async () => assert.equal((await counts(page)).white['5'], 2));
    assert.ok((await logLines(page)).includes('White 3-1: 8/5 6/5'));
    await waitForStatus(page, /^Black: roll or double/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('an unreadable save is kept aside and said', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?opponent=hotseat#/backgammon');
  try {
    // the bad save is in place before the page's program starts (a save
    // written after it started could race with its first autosave)
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('tables.backgammon.game', 'not a game at all');
      }
    });
    await page.reload();
    await page.waitForSelector('[data-testid=app][data-game=backgammon]');
    await eventually(async () =>
      assert.match(await page.textContent('[data-testid=notice]'), /could not be restored .* kept aside/));
    const kept = await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => localStorage.getItem(k) === 'not a game at all'));
    assert.deepEqual(kept, ['tables.backgammon.unreadable.1'], 'the text is kept under its own key, in its game');
    // the Share panel lists it by what it is, with its text to see
    await page.click('[data-testid=share] summary');
    assert.match(await page.textContent('[data-testid=kept]'), /A save that cannot be read \(17 characters\)/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
