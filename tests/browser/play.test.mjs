// A whole turn entered by clicking, hot-seat: roll, pick up, targets, move,
// confirm; taking back the entered moves; a refused move names its rule.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  checkerCounts,
  eventually,
  field,
  logEntries,
  openApp,
  REDUCED_MOTION,
  rollDice,
  screenshot,
  status,
  targets,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

// Primacy White 5, Black 2: White plays first and rolls 6 and 5.
const SIX_FIVE = '?dice=5,2,6,5&opponent=hotseat&seed=1';

test('White rolls 6-5, plays 1→7 and 1→6 by clicking, confirms, and Black is to roll', async () => {
  // normal motion: the dice tumble before they land
  const { context, page, problems } = await openApp(browser, 'desktop', SIX_FIVE);
  try {
    assert.equal(await status(page), 'White: roll the dice');
    assert.equal(await page.isDisabled('[data-testid=confirm]'), true);
    assert.equal(await page.isDisabled('[data-testid=undo]'), true);

    await page.click('[data-testid=roll]');
    await page.waitForSelector('.die.tumbling', { timeout: 2_000 });
    await page.waitForSelector('[data-testid=dice] .die:not(.tumbling)', { timeout: 3_000 });
    assert.equal(await page.locator('.die.tumbling').count(), 0);
    const faces = await page.$$eval('[data-testid=dice] .die', (ds) => ds.map((d) => d.dataset.die));
    assert.deepEqual(faces, ['6', '5']);
    assert.equal(await status(page), 'White: play your checkers');
    assert.equal(await page.isDisabled('[data-testid=roll]'), true);

    // only the talon can move; picking it up shows 6 and 7, not the corner 12
    assert.match(await page.getAttribute(field(1), 'class'), /\bmovable\b/);
    await page.click(field(1));
    assert.match(await page.getAttribute(field(1), 'class'), /\bselected\b/);
    assert.deepEqual(await targets(page), [6, 7]);
    assert.doesNotMatch(await page.getAttribute(field(12), 'class'), /\btarget\b/);

    await page.click(field(7));
    await eventually(async () => assert.deepEqual(await checkerCounts(page), { white: { 1: 14, 7: 1 }, black: { 24: 15 } }));
    assert.equal(await page.isDisabled('[data-testid=confirm]'), true, 'the 5 is still to play');
    assert.equal(await page.isDisabled('[data-testid=undo]'), false);

    await page.click(field(1));
    assert.deepEqual(await targets(page), [6], 'the 5 from the talon is left (7+5 is the corner)');
    await page.click(field(6));
    await eventually(async () =>
      assert.deepEqual(await checkerCounts(page), { white: { 1: 13, 6: 1, 7: 1 }, black: { 24: 15 } }),
    );
    assert.deepEqual(await targets(page), []);

    await page.click('[data-testid=confirm]');
    await waitForStatus(page, /^Black: roll the dice$/);
    assert.deepEqual(await checkerCounts(page), { white: { 1: 13, 6: 1, 7: 1 }, black: { 24: 15 } });

    const log = await logEntries(page);
    const turn = log.find((e) => e.title === 'White rolls 6 and 5');
    assert.ok(turn, `a "White rolls 6 and 5" entry in ${JSON.stringify(log.map((e) => e.title))}`);
    assert.equal(turn.side, 'white');
    const move = turn.lines.find((l) => l.kind === 'move');
    assert.ok(move, 'the entry has a move line');
    assert.match(move.text, /1→7/);
    assert.match(move.text, /1→6/);
    assert.equal(await page.isDisabled('[data-testid=roll]'), false, 'Black may roll');

    await screenshot(page, 'play-after-turn', 'desktop');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('taking back restores the board before confirming', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', SIX_FIVE, REDUCED_MOTION);
  try {
    await rollDice(page);
    const start = await checkerCounts(page);
    await page.click(field(1));
    await page.click(field(7));
    await eventually(async () => assert.deepEqual((await checkerCounts(page)).white, { 1: 14, 7: 1 }));
    await page.click(field(6));
    await eventually(async () => assert.deepEqual((await checkerCounts(page)).white, { 1: 13, 6: 1, 7: 1 }));
    assert.equal(await page.isDisabled('[data-testid=confirm]'), false);

    await page.click('[data-testid=undo]');
    await eventually(async () => assert.deepEqual(await checkerCounts(page), start));
    assert.deepEqual(await targets(page), []);
    assert.equal(await page.isDisabled('[data-testid=undo]'), true);
    assert.equal(await page.isDisabled('[data-testid=confirm]'), true);
    assert.equal(await status(page), 'White: play your checkers', 'still White, same roll');
    assert.equal(await page.locator('.log-line[data-kind=move]').count(), 0, 'nothing was played');

    // the turn can be entered again after the take-back
    await page.click(field(1));
    assert.deepEqual(await targets(page), [6, 7]);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('an illegal move is refused with a message naming the rule', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', SIX_FIVE, REDUCED_MOTION);
  try {
    await rollDice(page);
    assert.equal((await page.textContent('[data-testid=message]')).trim(), '');
    await page.click(field(1));
    await page.click(field(4));
    await eventually(async () =>
      assert.match(
        await page.textContent('[data-testid=message]'),
        /A move of 3 fields is neither a number of the roll left to play nor their sum/,
      ),
    );
    assert.deepEqual((await checkerCounts(page)).white, { 1: 15 }, 'nothing moved');
    assert.deepEqual(await targets(page), [], 'the checker was put down');

    // the rest corner by one checker tout d'une (1 + 11 = 12) is refused too
    await page.click(field(1));
    await page.click(field(12));
    await eventually(async () => assert.match(await page.textContent('[data-testid=message]'), /rest corner/));
    // the message links to the rule's section of the reference
    assert.equal(await page.getAttribute('[data-testid=message-rule]', 'href'), '#rule-coin-de-repos');

    // a legal move clears the message
    await page.click(field(1));
    await page.click(field(7));
    await eventually(async () => assert.equal((await page.textContent('[data-testid=message]')).trim(), ''));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('on a phone the same turn is played by tapping', async () => {
  const { context, page, problems } = await openApp(browser, 'phone', SIX_FIVE, REDUCED_MOTION);
  try {
    await page.tap('[data-testid=roll]');
    await waitForStatus(page, /^White: play your checkers$/);
    await page.tap(field(1));
    await eventually(async () => assert.deepEqual(await targets(page), [6, 7]));
    await page.tap(field(7));
    await eventually(async () => assert.deepEqual(await targets(page), [6]));
    await page.tap(field(6));
    await eventually(async () => assert.deepEqual((await checkerCounts(page)).white, { 1: 13, 6: 1, 7: 1 }));
    await page.tap('[data-testid=confirm]');
    await waitForStatus(page, /^Black: roll the dice$/);
    await screenshot(page, 'play-after-turn', 'phone');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
