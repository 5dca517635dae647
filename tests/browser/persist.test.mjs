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
    await waitForStatus(page, /Black: roll the dice/);
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
    const msg = await page.textContent('[data-testid=message]');
    assert.match(msg, /Your saved game could not be restored/);
    assert.match(msg, /trictrac\.unreadable\.1/);
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
    assert.match(await page.textContent('[data-testid=message]'), /Opened the shared position/);
    // the fragment is dropped once read, so a reload resumes this game
    assert.equal(new URL(page.url()).hash, '');
    await page.goto(`${APP_URL}?opponent=hotseat#p=1.PPPP.w.0-0-0.0-0-0.m`);
    await page.waitForSelector('[data-testid=app]');
    assert.match(await page.textContent('[data-testid=message]'), /The address holds a position that cannot be read/);
    // the app stays usable
    await eventually(async () => assert.match(await status(page), /roll the dice/));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
