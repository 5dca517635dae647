// Replay in backgammon: step back through the session, the board shows the
// moment; Play from here goes on from it and keeps the whole session; the
// dice thrown again at a moment are the dice thrown there before.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { act, counts, playAnyTurn, waitForStatus, openPanel } from './bg.mjs';

const browser = useBrowser();

/** A hot-seat game where White has played his opening 3-1, shown replayed at its start. */
async function atTheStartAfterOneTurn() {
  const opened = await openApp(browser, 'desktop', 'bg.html?dice=3,1&seed=1&opponent=hotseat#/backgammon');
  const { page } = opened;
  await waitForStatus(page, /^White: pick a checker/);
  await playAnyTurn(page);
  await waitForStatus(page, /^Black: roll or double/);
  await page.click('[data-testid=replay-start]');
  return opened;
}

const boardDice = (page) => page.$$eval('.bg-board [data-die]', (ds) => ds.map((d) => Number(d.dataset.die)));

test('going back and rolling again gives the same dice', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?seed=9&opponent=hotseat&auto=off#/backgammon');
  try {
    // the opening, then whoever begins plays; the other rolls
    await waitForStatus(page, /: pick a checker/);
    await playAnyTurn(page);
    await waitForStatus(page, /: roll or double/);
    await act(page, 'roll');
    await waitForStatus(page, /: pick a checker/);
    const first = await boardDice(page);
    assert.equal(first.length >= 2, true);
    // one step back: before that roll
    await page.click('[data-testid=replay-back]');
    await waitForStatus(page, /^Replay: the game as it was/);
    await eventually(async () => assert.deepEqual(await boardDice(page), []));
    await page.click('[data-testid=play-from-here]');
    await page.click('[data-testid=play-from-here-confirm]');
    await eventually(async () => assert.match(await page.textContent('.replay-note'), /the whole game is kept/));
    await waitForStatus(page, /: roll or double/);
    await act(page, 'roll');
    await waitForStatus(page, /: pick a checker/);
    assert.deepEqual(await boardDice(page), first, 'the same dice');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the start of the replay shows the starting position', async () => {
  const { context, page, problems } = await atTheStartAfterOneTurn();
  try {
    await eventually(async () => assert.equal((await counts(page)).white['8'], 3));
    assert.equal(await page.getAttribute('[data-testid=replay]', 'data-at'), '0');
    await page.click('[data-testid=replay-end]');
    await waitForStatus(page, /^Black: roll or double/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a link to a moment opens the session replayed at that moment', async () => {
  const { context, page, problems } = await atTheStartAfterOneTurn();
  try {
    await openPanel(page, 'share');
    const link = await eventually(async () => {
      const l = await page.inputValue('[data-share=moment-link]');
      assert.match(l, /#\/backgammon\/g=.*&n=0$/);
      return l;
    });
    const fresh = await context.newPage();
    await fresh.goto(link);
    await fresh.waitForSelector('[data-testid=replay][data-at="0"]');
    await waitForStatus(fresh, /^Replay: the game as it was/);
    assert.equal((await counts(fresh)).white['8'], 3);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
