// Sharing: the game's link opens the same game in another browser (a fresh
// context); the position's text can be pasted to open it; a bad paste says why.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  checkerCounts,
  openApp,
  REDUCED_MOTION,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

test('a game link copied from one browser opens the same game in another', async () => {
  const a = await openApp(browser, 'desktop', '?dice=5,2,6,5,4,2&opponent=hotseat&seed=1', REDUCED_MOTION);
  let link;
  let counts;
  try {
    await a.page.click('[data-testid=roll]');
    for (const f of ['1', '7', '1', '6']) await a.page.click(`[data-field="${f}"]`);
    await a.page.click('[data-testid=confirm]');
    await waitForStatus(a.page, /Black: roll the dice/);
    await a.page.click('[data-testid=share] summary');
    link = await a.page.inputValue('[data-testid=game-link]');
    assert.match(link, /#g=1\.[A-Za-z0-9_-]+$/);
    // the sender's scripted dice do not travel with the link; the opponent does
    assert.doesNotMatch(link, /dice=|seed=/);
    assert.match(link, /\?opponent=hotseat#g=/);
    assert.match(await a.page.inputValue('[data-testid=position-text]'), /^1\.M4AA97o\.b\./);
    await a.page.click('[data-testid=copy-link]');
    assert.match(await a.page.textContent('[data-testid=share-note]'), /Link copied|copy it/);
    counts = await checkerCounts(a.page);
    assertNoProblems(a.problems);
  } finally {
    await a.context.close();
  }
  const b = await openApp(browser, 'phone', link.slice(link.indexOf('?')), REDUCED_MOTION);
  try {
    await waitForStatus(b.page, /Black: roll the dice/);
    assert.deepEqual(await checkerCounts(b.page), counts);
    assert.equal(await b.page.$$eval('.log-entry', (e) => e.length), 2);
    assertNoProblems(b.problems);
  } finally {
    await b.context.close();
  }
});

test('a pasted position opens; a bad paste says what is wrong and keeps the game', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?opponent=hotseat&seed=4', REDUCED_MOTION);
  try {
    await page.click('[data-testid=share] summary');
    await page.fill('[data-testid=import]', '1.M4AA97o.b.0-0-1.0-0-0');
    await page.click('[data-testid=import-open]');
    assert.match(await page.textContent('[data-testid=share-note]'), /This position cannot be read/);
    const before = await checkerCounts(page);
    assert.equal(before.white['1'], 15);
    await page.fill('[data-testid=import]', '1.M4AA97o.b.0-0-1.0-0-0.m');
    await page.click('[data-testid=import-open]');
    await waitForStatus(page, /Black: roll the dice/);
    const after = await checkerCounts(page);
    assert.equal(after.white['7'], 1);
    // the game it replaced had no turn played: nothing to keep
    assert.equal(await page.textContent('[data-testid=share-note]'), 'Opened.');
    assert.equal(await page.evaluate(() => localStorage.getItem('trictrac.unreadable.1')), null);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
