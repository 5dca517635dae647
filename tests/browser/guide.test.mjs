// "Start here": a first visit shows a banner leading to the guide; the guide
// links into the rules, opens the next lesson, and starts a partie in school
// mode against the beginner bot, keeping the partie in progress.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, eventually, openApp, REDUCED_MOTION, useBrowser, waitForStatus } from './helpers.mjs';

const browser = useBrowser();

test('a first visit shows the banner; the guide leads to the rules and to the next lesson', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '#/trictrac', REDUCED_MOTION);
  try {
    await page.waitForSelector('[data-testid=guide-banner]');
    await page.click('[data-testid=guide-banner-open]');
    await page.waitForSelector('[data-testid=guide-panel]');
    // opening the guide retires the banner, for good
    assert.equal(await page.locator('[data-testid=guide-banner]').count(), 0);
    assert.equal(await page.evaluate(() => localStorage.getItem('trictrac.guide')), '1');
    assert.equal(await page.locator('[data-testid=guide-panel] [data-step]').count(), 4);
    assert.match(await page.textContent('[data-testid=guide-lessons]'), /0\/\d+ done/);

    // a rule link closes the guide and opens the reference at its section
    await page.click('[data-guide-rule=rule-moving]');
    await page.waitForSelector('[data-testid=reference]');
    assert.equal(await page.locator('[data-testid=guide-panel]').count(), 0);
    await eventually(async () =>
      assert.ok(await page.locator('[data-section=rule-moving]').isVisible(), 'the section is shown'),
    );
    await page.keyboard.press('Escape');
    await eventually(async () => assert.equal(await page.locator('[data-testid=reference]').count(), 0));

    // the next lesson is the first one; once done, the guide offers the second
    await page.click('[data-testid=guide]');
    const first = await page.getAttribute('[data-testid=guide-next-lesson]', 'href');
    await page.click('[data-testid=guide-next-lesson]');
    await page.waitForSelector(`[data-testid=lesson][data-lesson="${first.replace('#lesson-', '')}"]`);
    await page.fill('[data-testid=lesson-input]', '8');
    await page.click('[data-testid=lesson-check]');
    await page.waitForSelector('[data-feedback=right]');
    await page.click('[data-testid=lessons-close]');
    await eventually(async () => assert.equal(await page.evaluate(() => location.hash), ''));
    await page.click('[data-testid=guide]');
    assert.match(await page.textContent('[data-testid=guide-lessons]'), /1\/\d+ done/);
    const second = await page.getAttribute('[data-testid=guide-next-lesson]', 'href');
    assert.notEqual(second, first);

    // a reload shows no banner any more
    await page.keyboard.press('Escape');
    await page.reload();
    await page.waitForSelector('[data-testid=app]');
    assert.equal(await page.locator('[data-testid=guide-banner]').count(), 0);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('a lesson link opens that lesson; the banner can be dismissed; the saved game is kept', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '#lesson-sortie', REDUCED_MOTION);
  try {
    await page.waitForSelector('[data-testid=lesson][data-lesson=sortie]');
    await page.click('[data-testid=lessons-close]');
    await page.click('[data-testid=guide-banner-close]');
    assert.equal(await page.locator('[data-testid=guide-banner]').count(), 0);
    // play a roll, then open a rule link: the autosaved game must come back
    await page.click('[data-testid=roll]');
    await page.waitForFunction(() => document.querySelector('[data-testid=log]')?.textContent.includes('rolls'));
    const saved = await page.evaluate(() => localStorage.getItem('trictrac.game'));
    await page.goto(new URL('#rule-passage', page.url()).href);
    await page.reload();
    await page.waitForSelector('[data-testid=reference]');
    assert.equal(await page.evaluate(() => localStorage.getItem('trictrac.game')), saved);
    // the last lesson leads back to the guide, for a first partie
    await page.keyboard.press('Escape');
    await eventually(async () => assert.equal(await page.locator('[data-testid=reference]').count(), 0));
    await page.goto(new URL('#lesson-s-en-aller', page.url()).href);
    await page.waitForSelector('[data-testid=lesson][data-lesson=s-en-aller]');
    await page.click('[data-testid=lesson-to-partie]');
    await page.waitForSelector('[data-testid=guide-panel]');
    assert.equal(await page.locator('[data-testid=lessons-panel]').count(), 0);
    await page.click('[data-testid=guide-close]');
    await eventually(async () => assert.equal(await page.evaluate(() => location.hash), ''));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('the guide starts a partie in school mode against the beginner, keeping the one in progress', async () => {
  // Primacy White 5 / Black 2, White's 6-5: a move is played before the guide
  const { context, page, problems } = await openApp(
    browser,
    'desktop',
    '?dice=5,2,6,5,6,5,6,5,6,5&seed=3&level=strong&pace=fast',
    REDUCED_MOTION,
  );
  try {
    await page.click('[data-testid=roll]');
    await waitForStatus(page, /White: play your checkers/);
    for (const f of ['1', '7', '1', '6']) await page.click(`[data-field="${f}"]`);
    await page.click('[data-testid=confirm]');
    await waitForStatus(page, /White: roll the dice/, 20_000);

    await page.click('[data-testid=guide]');
    await page.click('[data-testid=guide-school]');
    await eventually(async () => assert.equal(await page.locator('[data-testid=guide-panel]').count(), 0));
    const message = await page.textContent('[data-testid=message]');
    assert.match(message, /school mode against the beginner bot/);
    assert.match(message, /The partie in progress is kept in this browser as “White 0 – Black 0 holes · \d+ actions”/);
    assert.doesNotMatch(message, /localStorage/);
    assert.ok((await page.evaluate(() => localStorage.getItem('trictrac.kept.1'))).startsWith('1.'));
    // the options follow: school mode on, beginner level
    assert.equal(await page.isChecked('[data-testid=school]'), true);
    assert.equal(await page.inputValue('[data-testid=level]'), 'beginner');
    // a fresh partie (the script's next dice: primacy 6-5, White first) where
    // the roller marks his points before moving
    assert.equal(await page.locator('[data-checker=white][data-field="7"]').count(), 0);
    await waitForStatus(page, /White: roll the dice/);
    await page.click('[data-testid=roll]');
    await page.waitForSelector('[data-testid=mark]');
    await waitForStatus(page, /White: mark your points/);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
