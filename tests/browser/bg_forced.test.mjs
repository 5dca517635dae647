// A play the rules decide is said so in the log: here either die alone can
// be played but not both (13/7/2 and 13/8/2 land on Black's point), so the
// only play is the higher die's 13/7, made for the player, and the log says
// it was forced and why.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { act, counts, logLines, waitForStatus } from './bg.mjs';

const browser = useBrowser();
// White: 1 on his 13, 14 on his ace point; Black: 2 on White's 2-point, 13 on his own 6; White on roll
const HIGHER = '4P8DABj/PwAEAA:cAkAAAAAAAAA';

test('the only play is made for the player and the log says why', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', `bg.html?dice=6,5&seed=1&opponent=hotseat#/backgammon/p=${HIGHER}`);
  try {
    // White could double: he rolls
    await waitForStatus(page, /^White: roll or double/);
    await act(page, 'roll');
    await eventually(async () => assert.equal((await counts(page)).white['7'], 1));
    const log = await logLines(page);
    assert.ok(
      log.includes('White 6-5: 13/7 — forced: the only legal play — either number could be played but not both: the rules take the higher'),
      log.join('\n'),
    );
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
