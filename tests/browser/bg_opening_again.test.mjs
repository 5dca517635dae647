// Where the winner of the opening rolls again for his first move (Plakoto,
// long nardy, Tavli's games…), the log says so; in backgammon he plays the
// opening dice.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { logLines } from './bg.mjs';

const browser = useBrowser();

for (const [game, expected] of [
  ['plakoto', 'Opening roll: White 5, Black 3. White begins and rolls again for his first move.'],
  ['backgammon', 'Opening roll: White 5, Black 3. White begins.'],
]) {
  test(`the opening's log line in ${game}`, async () => {
    const { context, page, problems } = await openApp(browser, 'desktop', `bg.html?dice=5,3,6,2&seed=1&opponent=hotseat#/${game}`);
    try {
      await eventually(async () => assert.ok((await logLines(page)).includes(expected), (await logLines(page)).join('\n')));
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
