// A roll, once shown, belongs to the game: going back and playing on from
// before it, or reloading, throws the same dice (no fresh dice against the
// bot); "Play from here" asks before dropping anything and keeps the whole
// game once, under a name; Take back undoes only the person's own moves.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  APP_URL,
  assertNoProblems,
  eventually,
  openApp,
  playTurn,
  REDUCED_MOTION,
  rollDice,
  status,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

const shownDice = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid=dice] [data-die]')].map((d) => d.dataset.die));

const storedKeys = (page) => page.evaluate(() => Object.keys(localStorage).sort());

/** Steps back before the roll just made and plays on from there, answering the question. */
async function playOnFromBeforeTheRoll(page) {
  await page.click('[data-testid=replay-back]');
  await eventually(async () => assert.equal(await page.isVisible('[data-testid=play-from-here]'), true));
  const before = await page.getAttribute('[data-testid=replay]', 'data-at');
  await page.click('[data-testid=play-from-here]');
  // it asks first, and nothing changes until the person answers
  await eventually(async () =>
    assert.match(await page.textContent('[data-testid=play-from-here-ask]'), /Play on from here\? The next action is dropped/),
  );
  assert.equal(await page.getAttribute('[data-testid=replay]', 'data-at'), before);
  await page.click('[data-testid=play-from-here-cancel]');
  assert.equal(await page.isVisible('[data-testid=play-from-here-ask]'), false);
  assert.equal(await page.getAttribute('[data-testid=replay]', 'data-at'), before, 'cancel keeps the replay');
  await page.click('[data-testid=play-from-here]');
  await page.click('[data-testid=play-from-here-confirm]');
  await waitForStatus(page, /^White: roll the dice$/);
}

test('going back before a roll and rolling again, or reloading, throws the same dice', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?seed=11&pace=fast', REDUCED_MOTION);
  try {
    // the bot (Black) may have begun; then White rolls
    await waitForStatus(page, /^White: roll the dice$/, 15_000);
    await rollDice(page);
    const first = await shownDice(page);
    assert.equal(first.length, 2);

    await playOnFromBeforeTheRoll(page);
    assert.deepEqual(await shownDice(page), [], 'the roll is undone');
    assert.match(await page.textContent('.replay-note'), /the whole game is kept in this browser/);
    await rollDice(page);
    assert.deepEqual(await shownDice(page), first, 'the same dice again');

    // a second try keeps no second copy, and nothing is filed as unreadable
    await playOnFromBeforeTheRoll(page);
    const keys = await storedKeys(page);
    assert.deepEqual(keys.filter((k) => k.startsWith('trictrac.kept.')), ['trictrac.kept.1'], JSON.stringify(keys));
    assert.deepEqual(keys.filter((k) => k.startsWith('trictrac.unreadable.')), []);

    // a reload (without the seed in the address) throws the same dice too
    await page.goto(new URL('#/trictrac', APP_URL).href);
    await page.waitForSelector('[data-testid=app]');
    await waitForStatus(page, /^White: roll the dice$/);
    await rollDice(page);
    assert.deepEqual(await shownDice(page), first, 'the same dice after a reload');

    // the kept game is listed by its name, not by a storage key
    await page.click('[data-testid=share] summary');
    const kept = await page.textContent('[data-testid=kept]');
    assert.match(kept, /White 0 – Black 0 holes · \d+ actions/);
    assert.doesNotMatch(kept, /trictrac\./);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test("Take back undoes only the person's moves, never the bot's turn in progress", async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5,4,2&seed=3', REDUCED_MOTION);
  try {
    await rollDice(page);
    await page.click('g.field[data-field="1"]');
    await page.click('g.field[data-field="7"]');
    assert.equal(await page.isDisabled('[data-testid=undo]'), false, 'White may take back his move');
    await page.click('[data-testid=undo]');
    await playTurn(page, [
      [1, 7],
      [1, 6],
    ]);
    // the bot shows its moves one at a time: none of them can be taken back
    const seen = { botMoves: 0, undoable: 0 };
    const deadline = Date.now() + 8_000;
    while (Date.now() < deadline && !/^White: roll the dice$/.test(await status(page))) {
      const moving = await page.evaluate(() => document.querySelectorAll('[data-checker=black]:not([data-field="24"])').length);
      if (moving > 0 && !/^White/.test(await status(page))) {
        seen.botMoves += 1;
        if (!(await page.isDisabled('[data-testid=undo]'))) seen.undoable += 1;
      }
      await page.waitForTimeout(25);
    }
    assert.ok(seen.botMoves > 0, 'the bot was seen moving');
    assert.equal(seen.undoable, 0, `Take back was offered during the bot's turn (${JSON.stringify(seen)})`);
    await waitForStatus(page, /^White: roll the dice$/, 8_000);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
