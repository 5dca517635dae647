// Versus the bot (it plays Black by default): after White's turn it rolls and
// plays by itself, and the turn comes back to White.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  checkerCounts,
  eventually,
  field,
  logEntries,
  openApp,
  playTurn,
  REDUCED_MOTION,
  rollDice,
  screenshot,
  status,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

test('the bot rolls and plays Black by itself, then White is to roll', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5,4,2&seed=3', REDUCED_MOTION);
  try {
    assert.equal(await page.inputValue('[data-testid=opponent]'), 'bot-black');
    assert.equal(await status(page), 'White: roll the dice');
    await rollDice(page);
    await playTurn(page, [
      [1, 7],
      [1, 6],
    ]);

    // while the bot plays, the person can do nothing
    await eventually(async () => assert.match(await status(page), /^Black is (rolling|thinking)…$/));
    assert.equal(await page.isDisabled('[data-testid=roll]'), true);
    await page.click(field(1));
    assert.deepEqual((await checkerCounts(page)).white, { 1: 13, 6: 1, 7: 1 });

    await waitForStatus(page, /^White: roll the dice$/, 8_000);
    const black = (await logEntries(page)).find((e) => e.title === 'Black rolls 4 and 2');
    assert.ok(black, 'a "Black rolls 4 and 2" entry');
    assert.equal(black.side, 'black');
    const move = black.lines.find((l) => l.kind === 'move');
    assert.ok(move, `Black's entry has a move line: ${JSON.stringify(black.lines)}`);
    assert.match(move.text, /^plays \d+→\d+, \d+→\d+$/);

    // the board shows Black's two moves: 15 checkers, not all on the talon
    const black24 = (await checkerCounts(page)).black;
    assert.equal(Object.values(black24).reduce((a, b) => a + b, 0), 15);
    assert.ok((black24[24] ?? 0) < 15, `Black moved off his talon: ${JSON.stringify(black24)}`);
    assert.equal(await page.isDisabled('[data-testid=roll]'), false, 'White may roll');

    // and the game goes on: White rolls again (the seed's dice)
    await rollDice(page);
    assert.match(await status(page), /^White: /);
    await screenshot(page, 'bot', 'desktop');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
