// Keeping games: the game in progress survives a reload; a corrupt save gives a
// clear message and is kept aside; a shared position opens from the address;
// a malformed address says what is wrong and the app stays usable.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  APP_URL,
  assertNoProblems,
  checkerCounts,
  eventually,
  openApp,
  REDUCED_MOTION,
  status,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

test('a reload keeps the game in progress: board, log and turn', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5&opponent=hotseat&seed=1', REDUCED_MOTION);
  try {
    await page.click('[data-testid=roll]');
    for (const f of ['1', '7', '1', '6']) await page.click(`[data-field="${f}"]`);
    await page.click('[data-testid=confirm]');
    await waitForStatus(page, /Black: roll the dice/);
    const before = await checkerCounts(page);
    const entries = await page.$$eval('.log-entry', (e) => e.length);
    // reload without the scripted query: the autosave is restored
    await page.goto(APP_URL);
    await page.waitForSelector('[data-testid=app]');
    // the bot plays Black when the address does not say otherwise
    await waitForStatus(page, /^Black is rolling…$/);
    assert.deepEqual(await checkerCounts(page), before);
    assert.equal(await page.$$eval('.log-entry', (e) => e.length), entries);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('a corrupt save is kept aside with a clear message, and a new partie starts', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?opponent=hotseat', REDUCED_MOTION);
  try {
    await page.evaluate(() => localStorage.setItem('trictrac.game', '1.this-is-not-a-game'));
    await page.goto(`${APP_URL}?opponent=hotseat`);
    await page.waitForSelector('[data-testid=app]');
    const msg = await page.textContent('[data-testid=notice]');
    assert.match(msg, /Your saved game could not be restored/);
    assert.doesNotMatch(msg, /trictrac\.unreadable|localStorage/, 'no storage key is shown');
    assert.equal(await page.evaluate(() => localStorage.getItem('trictrac.unreadable.1')), '1.this-is-not-a-game');
    await eventually(async () => assert.match(await status(page), /roll the dice/));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('a shared position opens from the address; a malformed one says what is wrong', async () => {
  const { context, page, problems } = await openApp(
    browser,
    'desktop',
    '?opponent=hotseat#p=1.M4AA97o.b.0-0-1.0-0-0.m',
    REDUCED_MOTION,
  );
  try {
    await waitForStatus(page, /Black: roll the dice/);
    const counts = await checkerCounts(page);
    assert.equal(counts.white['1'], 13);
    assert.equal(counts.white['6'], 1);
    assert.equal(counts.white['7'], 1);
    assert.match(await page.textContent('[data-testid=notice]'), /Opened the shared position/);
    // the fragment is dropped once read, so a reload resumes this game
    assert.equal(new URL(page.url()).hash, '');
    await page.goto(`${APP_URL}?opponent=hotseat#p=1.PPPP.w.0-0-0.0-0-0.m`);
    await page.waitForSelector('[data-testid=app]');
    assert.match(await page.textContent('[data-testid=notice]'), /The address holds a position that cannot be read/);
    // the app stays usable
    await eventually(async () => assert.match(await status(page), /roll the dice/));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('games kept in this browser are listed: one opens again, an unreadable one shows its text and is deleted after a confirmation', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5&opponent=hotseat&seed=1', REDUCED_MOTION);
  try {
    // a played turn, then a school partie from the guide keeps this game aside
    await page.click('[data-testid=roll]');
    for (const f of ['1', '7', '1', '6']) await page.click(`[data-field="${f}"]`);
    await page.click('[data-testid=confirm]');
    await waitForStatus(page, /Black: roll the dice/);
    await page.evaluate(() => localStorage.setItem('trictrac.unreadable.7', '1.not-a-game'));
    await page.click('[data-testid=guide]');
    await page.click('[data-testid=guide-school]');
    assert.match(await page.textContent('[data-testid=message]'), /kept in this browser as “White 0 – Black 0 holes · 3 actions” \(the Share panel lists it\)/);
    assert.equal(await page.locator('[data-checker=white][data-field="7"]').count(), 0);

    await page.click('[data-testid=share] summary');
    const rows = page.locator('[data-testid=kept] [data-kept]');
    await eventually(async () => assert.equal(await rows.count(), 2));
    // the kept game first, then the unreadable text
    assert.equal(await rows.nth(0).getAttribute('data-kept'), 'trictrac.kept.1');
    assert.match(await rows.nth(0).textContent(), /White 0 – Black 0 holes · 3 actions/);
    assert.match(await rows.nth(1).textContent(), /A save that cannot be read \(12 characters\)/);

    // the unreadable one: its text goes to the import box; delete asks first
    await rows.nth(1).locator('[data-do=show]').click();
    assert.equal(await page.inputValue('[data-testid=import]'), '1.not-a-game');
    await rows.nth(1).locator('[data-do=delete]').click();
    assert.match(await rows.nth(1).textContent(), /Really delete\?/);
    assert.notEqual(await page.evaluate(() => localStorage.getItem('trictrac.unreadable.7')), null);
    await rows.nth(1).locator('[data-do=delete]').click();
    await eventually(async () => assert.equal(await rows.count(), 1));
    assert.equal(await page.evaluate(() => localStorage.getItem('trictrac.unreadable.7')), null);

    // the kept game opens again; the school partie had no turn played, so it is not kept
    await rows.nth(0).locator('[data-do=open]').click();
    await eventually(async () => assert.equal(await page.locator('[data-checker=white][data-field="7"]').count(), 1));
    assert.equal(await page.evaluate(() => localStorage.getItem('trictrac.kept.1')), null);
    await eventually(async () => assert.equal(await rows.count(), 0));
    assert.equal((await page.textContent('[data-testid=kept]')).trim(), '');
    // a pasted position replaces it: this game, with a turn played, is kept again
    await page.fill('[data-testid=import]', '1.M4AA97o.b.0-0-1.0-0-0.m');
    await page.click('[data-testid=import-open]');
    assert.match(await page.textContent('[data-testid=share-note]'), /Opened\. The game it replaces is kept/);
    await eventually(async () => assert.equal(await rows.count(), 1));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
