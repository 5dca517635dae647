// The hint shows what the strong bot would play, with its expected points and
// its moves drawn on the board; the bot's level can be chosen.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  eventually,
  openApp,
  REDUCED_MOTION,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

test('the hint suggests a legal turn with its value and draws it; the level is chosen in the options', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5,4,2&seed=1&level=strong', REDUCED_MOTION);
  try {
    assert.equal(await page.isDisabled('[data-testid=hint]'), true);
    await page.click('[data-testid=roll]');
    await waitForStatus(page, /White: play your checkers/);
    await page.click('[data-testid=hint]');
    await eventually(async () =>
      assert.match(await page.textContent('[data-testid=hint-text]'), /The strong bot would play 1→\d+, 1→\d+ \(expected points for White: [+-]\d+\.\d, about (even|\d+ points? (ahead|behind))\)/),
    );
    assert.equal(await page.locator('line.arrow').count(), 2);
    await page.click('[data-testid=options] summary');
    assert.equal(await page.inputValue('[data-testid=level]'), 'strong');
    await page.selectOption('[data-testid=level]', 'beginner');
    assert.equal(await page.inputValue('[data-testid=level]'), 'beginner');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
