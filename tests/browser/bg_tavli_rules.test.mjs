// Tavli's rules say first that it is a match of Portes, Plakoto and Fevga in
// turn to 5, then give the rules of the game in play; a single game's rules
// say nothing of a match.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, useBrowser } from './helpers.mjs';

const browser = useBrowser();

test("Tavli's rules name the match, then the game in play", async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?opponent=hotseat#/tavli');
  try {
    await page.click('[data-testid=rules] summary');
    assert.match(await page.textContent('[data-testid=rules-match]'),
      /^Greek Tavli: a match to 5 points of Portes, Plakoto and Fevga in turn/);
    const paragraphs = await page.$$eval('[data-testid=rules] p', (ps) => ps.map((p) => p.textContent));
    assert.equal(paragraphs.length, 2);
    assert.match(paragraphs[1], /^Portes/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
  const single = await openApp(browser, 'desktop', 'bg.html#/plakoto');
  try {
    await single.page.click('[data-testid=rules] summary');
    assert.equal(await single.page.locator('[data-testid=rules-match]').count(), 0);
    assert.deepEqual(single.problems, []);
  } finally {
    await single.context.close();
  }
});
