// Playing with the keyboard only: Tab reaches the fields with a visible focus,
// Enter or Space rolls, picks up, moves and confirms.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  checkerCounts,
  eventually,
  field,
  logEntries,
  openApp,
  REDUCED_MOTION,
  screenshot,
  targets,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

const SIX_FIVE = '?dice=5,2,6,5&opponent=hotseat&seed=1';

/** What has the focus: a field's number, 'off', a test id, or the tag name. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return el.dataset.field ?? el.dataset.testid ?? el.tagName.toLowerCase();
  });

test('Tab reaches the fields with a visible focus ring', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', SIX_FIVE, REDUCED_MOTION);
  try {
    let reached = null;
    for (let i = 0; i < 10 && reached === null; i++) {
      await page.keyboard.press('Tab');
      const f = await focused(page);
      if (f !== null && /^\d+$/.test(f)) reached = Number(f);
    }
    assert.ok(reached !== null, 'a field gets the focus within 10 Tabs');
    const ring = await page.evaluate(() => {
      const el = document.activeElement;
      const hit = getComputedStyle(el.querySelector('.field-hit'));
      return { visible: el.matches(':focus-visible'), stroke: hit.stroke, width: hit.strokeWidth };
    });
    assert.deepEqual(ring, { visible: true, stroke: 'rgb(255, 255, 255)', width: '4px' }, 'the focus is drawn');

    // the next Tab goes on to another field
    await page.keyboard.press('Tab');
    const next = await focused(page);
    assert.match(String(next), /^\d+$/);
    assert.notEqual(Number(next), reached);
    await screenshot(page, 'keyboard-focus', 'desktop');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('a whole turn with the keyboard: Enter rolls, picks up and moves, Space moves and confirms', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', SIX_FIVE, REDUCED_MOTION);
  try {
    await page.focus('[data-testid=roll]');
    await page.keyboard.press('Enter');
    await waitForStatus(page, /^White: play your checkers$/);

    await page.focus(field(1));
    await page.keyboard.press('Enter');
    await eventually(async () => assert.deepEqual(await targets(page), [6, 7]));
    assert.match(await page.getAttribute(field(1), 'class'), /\bselected\b/);

    await page.focus(field(7));
    await page.keyboard.press('Enter');
    await eventually(async () => assert.deepEqual((await checkerCounts(page)).white, { 1: 14, 7: 1 }));
    assert.equal(await focused(page), '7', 'the focus stays on the field');

    // the talon is picked up again by itself (only it can play the 5): Space drops it on 6
    await eventually(async () => assert.deepEqual(await targets(page), [6]));
    await page.focus(field(6));
    await page.keyboard.press(' ');
    await eventually(async () => assert.deepEqual((await checkerCounts(page)).white, { 1: 13, 6: 1, 7: 1 }));
    const scrollY = await page.evaluate(() => window.scrollY);

    await page.focus('[data-testid=confirm]');
    await page.keyboard.press(' ');
    await waitForStatus(page, /^Black: roll the dice$/);
    const move = (await logEntries(page)).flatMap((e) => e.lines).find((l) => l.kind === 'move');
    assert.match(move?.text ?? '', /1→7, 1→6/);
    assert.equal(await page.evaluate(() => window.scrollY), scrollY, 'Space did not scroll the page');

    // Black rolls with Space on the button
    await page.focus('[data-testid=roll]');
    await page.keyboard.press(' ');
    await waitForStatus(page, /^Black: play your checkers$/);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
