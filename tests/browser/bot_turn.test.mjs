// The bot's turn reads as the bot's: the status says it is thinking (no
// instruction to the person), its last move stays marked on the board until
// the person moves; two players on one device share one numbering (the
// board's labels and the log), the side on roll's as an option.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  eventually,
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

const lastMoveArrows = (page) => page.locator('.tablier line.arrow[data-last-move]').count();

test("while the bot plays the status says so, and its move stays marked until White moves", async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5,4,2&seed=3', REDUCED_MOTION);
  try {
    await rollDice(page);
    await playTurn(page, [
      [1, 7],
      [1, 6],
    ]);
    const said = new Set();
    const deadline = Date.now() + 8_000;
    for (;;) {
      const s = await status(page);
      if (/^White: roll the dice$/.test(s) || Date.now() > deadline) break;
      said.add(s);
      await page.waitForTimeout(20);
    }
    const blacks = [...said].filter((s) => s.startsWith('Black'));
    assert.ok(blacks.length > 0, `the bot's turn was seen: ${[...said]}`);
    for (const s of blacks) assert.match(s, /^Black is (thinking|rolling)…$/, 'no instruction during the bot\'s turn');
    assert.ok(blacks.includes('Black is thinking…'), JSON.stringify(blacks));

    // Black's 4 and 2 are marked: two arrows (or one for a checker played tout d'une)
    await waitForStatus(page, /^White: roll the dice$/, 8_000);
    const marked = await lastMoveArrows(page);
    assert.ok(marked >= 1 && marked <= 2, `the bot's last move is marked (${marked} arrows)`);
    await rollDice(page);
    assert.equal(await lastMoveArrows(page), marked, 'still marked after White rolls');
    await screenshot(page, 'bot-last-move', 'desktop');
    // White's first move takes the marks away
    const movable = await page.getAttribute('g.field.movable', 'data-field');
    await page.click(`g.field[data-field="${movable}"]`);
    const target = await page.getAttribute('g.field.target', 'data-field');
    await page.click(`g.field[data-field="${target}"]`);
    await eventually(async () => assert.equal(await lastMoveArrows(page), 0));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

/** The number written on the field drawn at absolute position `abs`. */
const label = (page, abs) => page.textContent(`g.field[data-field="${abs}"] .field-number`);

test('two players on one device: the board and the log share White\'s numbering, or the roller\'s as an option', async () => {
  const { context, page, problems } = await openApp(
    browser,
    'desktop',
    '?dice=5,2,6,5,4,2,2,1&opponent=hotseat&seed=1',
    REDUCED_MOTION,
  );
  try {
    await rollDice(page);
    await playTurn(page, [
      [1, 7],
      [1, 6],
    ]);
    await waitForStatus(page, /^Black: roll the dice$/);
    await rollDice(page);
    // Black on roll: the labels stay White's
    assert.equal((await label(page, 1)).trim(), '1');
    assert.equal((await label(page, 24)).trim(), '24');
    await playTurn(page, [
      [24, 20],
      [24, 22],
    ]);
    const black = (await logEntries(page)).find((e) => e.title === 'Black rolls 4 and 2');
    const move = black.lines.find((l) => l.kind === 'move');
    assert.equal(move.text, 'plays 24→20, 24→22', 'the log names the fields as the board does');

    // the option: number from the side on roll
    await page.click('[data-testid=options] summary');
    await page.check('[data-testid=roller-view]');
    await waitForStatus(page, /^White: roll the dice$/);
    assert.equal((await label(page, 1)).trim(), '1');
    assert.equal(await page.getAttribute('.tablier g.turned', 'transform'), null, 'White on roll: not turned');
    await rollDice(page);
    await playTurn(page, [
      [1, 3],
      [1, 2],
    ]);
    await waitForStatus(page, /^Black: roll the dice$/);
    assert.equal((await label(page, 1)).trim(), '24', 'Black on roll: his numbering');
    // and the board turned half round: White's talon (field 1) now at the top, its number upright
    const talonTop = () => page.evaluate(() => document.querySelector('g.field[data-field="1"]').getBoundingClientRect().top);
    const boardMid = await page.evaluate(() => { const r = document.querySelector('.tablier').getBoundingClientRect(); return r.top + r.height / 2; });
    assert.ok((await talonTop()) < boardMid, 'field 1 is drawn at the top for Black');
    assert.match(await page.getAttribute('.tablier g.turned', 'transform'), /^rotate\(180 /);
    await screenshot(page, 'hotseat-turned', 'desktop');
    const entries = await logEntries(page);
    const again = entries.find((e) => e.title === 'Black rolls 4 and 2').lines.find((l) => l.kind === 'move');
    assert.equal(again.text, 'plays 1→5, 1→3', 'and the log follows it');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
