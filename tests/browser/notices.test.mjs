// Messages that stay: a notice about a bad link or an unreadable save stays
// until the person closes it (the bot's moves do not wipe it); kept games are
// named, never shown by a storage key, and a kept game is not filed as
// "unreadable"; #lesson-… and #rule-… that do not exist say so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, openApp, REDUCED_MOTION, rollDice, playTurn, useBrowser, waitForStatus } from './helpers.mjs';
import { playAnyTurn, waitForStatus as waitForBgStatus } from './bg.mjs';

const browser = useBrowser();

const notice = (page) => page.textContent('[data-testid=notice]');

test("a bad link's notice stays through the bot's turn until it is closed", async () => {
  // primacy 2 for White, 5 for Black: the bot (Black) plays first
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=2,5,6,5,4,2&seed=3#g=1.garbage!', REDUCED_MOTION);
  try {
    await waitForStatus(page, /^White: roll the dice$/, 10_000);
    assert.match(await notice(page), /The address holds a game that cannot be read/);
    await rollDice(page);
    await playTurn(page, [
      [1, 5],
      [1, 3],
    ]);
    await waitForStatus(page, /^White: roll the dice$/, 10_000);
    assert.match(await notice(page), /cannot be read/, 'still there after both turns');
    await page.click('[data-testid=notice-close]');
    assert.equal(await page.locator('[data-testid=notice]').count(), 0);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('an unreadable save is kept under its kind and named; a replaced game by its name', async () => {
  const context = await browser.browser.newContext({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
  try {
    await context.addInitScript(() => {
      if (!sessionStorage.getItem('seeded')) {
        sessionStorage.setItem('seeded', '1');
        localStorage.setItem('trictrac.game', 'not a game at all');
      }
    });
    const page = await context.newPage();
    const { APP_URL } = await import('./helpers.mjs');
    await page.goto(new URL('?opponent=hotseat', APP_URL).href);
    await page.waitForSelector('[data-testid=app]');
    const said = await notice(page);
    assert.match(said, /Your saved game could not be restored/);
    assert.doesNotMatch(said, /localStorage|trictrac\./);
    const keys = await page.evaluate(() => Object.keys(localStorage));
    assert.ok(keys.includes('trictrac.unreadable.1'), JSON.stringify(keys));
    await page.click('[data-testid=share] summary');
    assert.match(await page.textContent('[data-testid=kept]'), /A save that cannot be read \(17 characters\)/);

    // play a turn, then open a shared game: the one in progress is kept by name
    await rollDice(page);
    for (let i = 0; i < 6 && !(await page.isEnabled('[data-testid=confirm]')); i++) {
      const from = await page.getAttribute('g.field.movable', 'data-field');
      await page.click(`g.field[data-field="${from}"]`);
      const to = await page.getAttribute('.tablier .target[data-field]', 'data-field');
      await page.click(`[data-field="${to}"]`);
    }
    await page.click('[data-testid=confirm]');
    const record = await page.inputValue('[data-testid=game-text]');
    await page.goto(new URL(`?opponent=hotseat#g=${record}`, APP_URL).href);
    await page.waitForSelector('[data-testid=app]');
    const kept = await notice(page);
    assert.match(kept, /Your game in progress is kept in this browser as “White 0 – Black 0 holes · \d+ actions”/);
    assert.doesNotMatch(kept, /localStorage|trictrac\./);
    const after = await page.evaluate(() => Object.keys(localStorage).filter((k) => k.includes('.kept.') || k.includes('.unreadable.')).sort());
    assert.deepEqual(after, ['trictrac.kept.1', 'trictrac.unreadable.1']);
  } finally {
    await context.close();
  }
});

test('a lesson or a rule that does not exist says so', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?opponent=hotseat#lesson-no-such-lesson', REDUCED_MOTION);
  try {
    const missing = '[role=dialog] [data-testid=missing]';
    assert.match(await page.textContent(missing), /a lesson “no-such-lesson” that does not exist: here are all the lessons/);
    assert.equal(await page.isVisible('[data-testid=lessons-list]'), true);
    await page.click('[data-testid=lessons-close]');
    await page.evaluate(() => {
      location.hash = '#rule-no-such-rule';
    });
    await page.waitForSelector('[data-testid=reference] [data-testid=missing]');
    assert.match(await page.textContent(missing), /a rule “no-such-rule” that the reference does not have: here are all the rules/);
    assert.equal(await page.isVisible('[data-testid=reference] .reference-toc'), true);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test("the backgammon page's notice about a bad link stays through the turns", async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?seed=9&pace=fast#/backgammon/g=nonsense');
  try {
    await waitForBgStatus(page, /^White: pick a checker/, 15_000);
    assert.match(await notice(page), /cannot be read|could not be read|not/);
    const first = await notice(page);
    await playAnyTurn(page);
    await waitForBgStatus(page, /^White: /, 15_000);
    assert.equal(await notice(page), first, 'still there after a turn of each');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
