// Against the bot: a whole money game, and a 3-point match with the cube,
// played by the test as a person would (any legal play, taking every
// double), to their ends, with no console error.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, useBrowser } from './helpers.mjs';
import { act, logLines, playAnyTurn, status, openPanel } from './bg.mjs';

const browser = useBrowser();

/** Plays White's side until `done(status)`; returns the status then. */
async function playUntil(page, done, limit = 600) {
  for (let i = 0; i < limit; i++) {
    const s = await status(page);
    if (done(s)) return s;
    if (/^White: roll/.test(s)) await act(page, 'roll');
    else if (/^White: take or pass/.test(s)) await act(page, 'take');
    else if (/^White: accept or refuse/.test(s)) await act(page, 'accept-resign');
    else if (/^White: pick a checker|^White: confirm/.test(s)) await playAnyTurn(page);
    else if (/Next game when you are ready\.$/.test(s)) await act(page, 'next-game');
    else await page.waitForTimeout(40);
  }
  throw new Error(`not done after ${limit} steps: ${await status(page)}`);
}

test('a whole money game against the bot', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?seed=21&pace=fast&auto=off#/backgammon');
  try {
    // the bot's trained network is fetched and installed
    await page.waitForSelector('[data-testid=app][data-bot-ready=true]');
    const over = await playUntil(page, (s) => /Next game when you are ready\.$/.test(s));
    const log = (await logLines(page)).join('\n');
    // the status names the winner and what he won, as the log's line does
    const won = over.match(/^((White|Black) wins (a single game|a gammon|a backgammon)[^.]*: \d+ points?\.) Next game/);
    assert.ok(won, over);
    assert.ok(log.includes(won[1]), `${won[1]} not in\n${log}`);
    assert.match(log, /Score: White \d+, Black \d+\./);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a 3-point match against the bot, with the cube', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?seed=8&pace=fast&auto=off#/backgammon');
  try {
    await openPanel(page, 'options');
    await page.selectOption('select[data-option=length]', '3');
    await act(page, 'new-game');
    await page.waitForFunction(() => document.querySelector('[data-testid=score]')?.textContent.includes('Match to 3'));
    const end = await playUntil(page, (s) => /wins the match/.test(s), 3000);
    assert.match(end, /(White|Black) wins the match\./);
    const log = (await logLines(page)).join('\n');
    assert.match(log, /wins the match [3-9]–[0-2]\./);
    // the cube was turned and taken
    assert.match(log, /doubles to 2\./);
    assert.match(log, /takes: the cube is at 2/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
