// Replay: step back and forward through the game with the buttons and the
// arrow keys, jump by clicking a log entry, and play on from a past moment.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  checkerCounts,
  eventually,
  openApp,
  REDUCED_MOTION,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

const at = (page) => page.getAttribute('[data-testid=replay]', 'data-at');

test('stepping back shows the board as it was; play from here goes on from there', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5,4,2&opponent=hotseat&seed=1', REDUCED_MOTION);
  try {
    // primacy (1 action), White's roll and move (2), Black's roll (1): 4 actions
    await page.click('[data-testid=roll]');
    for (const f of ['1', '7', '1', '6']) await page.click(`[data-field="${f}"]`);
    await page.click('[data-testid=confirm]');
    await page.click('[data-testid=roll]');
    await waitForStatus(page, /Black: play your checkers/);
    assert.equal(await at(page), '4');
    const now = await checkerCounts(page);
    // one step back: before Black's roll; two: White's roll shown, checkers on the talon
    await page.click('[data-testid=replay-back]');
    assert.equal(await at(page), '3');
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => assert.equal(await at(page), '2'));
    let past = await checkerCounts(page);
    assert.equal(past.white['1'], 15);
    assert.match(await page.textContent('[data-testid=replay-at]'), /Replay: action 2 \/ 4 — 6 and 5/);
    // the board cannot be played while replaying
    await page.click('[data-field="1"]');
    assert.equal(await page.locator('.field.target').count(), 0);
    // forward with the arrow key, then back to now
    await page.keyboard.press('ArrowRight');
    await eventually(async () => assert.equal(await at(page), '3'));
    await page.click('[data-testid=replay-end]');
    assert.equal(await at(page), '4');
    assert.deepEqual(await checkerCounts(page), now);
    // a click on White's roll entry shows that moment
    await page.click('.log-entry[data-actions="2"] .log-title');
    await eventually(async () => assert.equal(await at(page), '2'));
    // play from here: White's roll is to be played again
    await page.click('[data-testid=play-from-here]');
    assert.match(await page.textContent('[data-testid=play-from-here-ask]'), /The 2 later actions are dropped/);
    await page.click('[data-testid=play-from-here-confirm]');
    await waitForStatus(page, /White: play your checkers/);
    assert.equal(await at(page), '2');
    past = await checkerCounts(page);
    assert.equal(past.white['1'], 15);
    assert.match(await page.textContent('.replay-note'), /the whole game is kept/);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('a link to a replayed moment opens the game at that moment', async () => {
  const a = await openApp(browser, 'desktop', '?dice=5,2,6,5,4,2&opponent=hotseat&seed=1', REDUCED_MOTION);
  let link;
  try {
    await a.page.click('[data-testid=roll]');
    for (const f of ['1', '7', '1', '6']) await a.page.click(`[data-field="${f}"]`);
    await a.page.click('[data-testid=confirm]');
    await waitForStatus(a.page, /Black: roll the dice/);
    await a.page.click('[data-testid=replay-back]');
    await a.page.click('[data-testid=share] summary');
    link = await a.page.inputValue('[data-testid=moment-link]');
    assert.match(link, /#g=1\.[A-Za-z0-9_-]+&n=2$/);
    assertNoProblems(a.problems);
  } finally {
    await a.context.close();
  }
  const b = await openApp(browser, 'desktop', link.slice(link.indexOf('?')), REDUCED_MOTION);
  try {
    await eventually(async () => assert.equal(await at(b.page), '2'));
    assert.equal((await checkerCounts(b.page)).white['1'], 15);
    assertNoProblems(b.problems);
  } finally {
    await b.context.close();
  }
});
