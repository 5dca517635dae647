// A whole turn with the keyboard only, checking where the focus is after
// each step: R rolls and the focus goes to the first checker that can move;
// the arrows move between fields (and never step the replay then); Enter
// picks up and puts down; Escape puts a picked checker down; T takes back;
// H shows the hint; C confirms and the focus goes to Roll; ? shows the keys.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  checkerCounts,
  eventually,
  openApp,
  REDUCED_MOTION,
  targets,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

/** What has the focus: a field's number, a test id, or the tag name. */
const focused = (page) =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    return el.dataset.field ?? el.dataset.testid ?? el.tagName.toLowerCase();
  });

/** Presses arrows until the focus is on field `n` (at most 12 presses each way). */
async function arrowTo(page, n, at) {
  for (const key of ['ArrowLeft', 'ArrowRight']) {
    for (let i = 0; i < 12 && Number(await focused(page)) !== n; i++) {
      const before = Number(await focused(page));
      await page.keyboard.press(key);
      const now = Number(await focused(page));
      assert.ok(Number.isInteger(now) && now >= 1 && now <= 24, `the focus stays on the fields (${now})`);
      assert.equal(await page.getAttribute('[data-testid=replay]', 'data-at'), at, 'the arrows did not step the replay');
      // going the wrong way: try the other arrow
      if (Math.abs(now - n) > Math.abs(before - n)) break;
    }
  }
  assert.equal(Number(await focused(page)), n);
}

test('a whole turn by the keyboard only, with the focus where it should be', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5&opponent=hotseat&seed=1', REDUCED_MOTION);
  try {
    const at = await page.getAttribute('[data-testid=replay]', 'data-at');
    await page.keyboard.press('r');
    await waitForStatus(page, /^White: play your checkers$/);
    await eventually(async () => assert.equal(await focused(page), '1', 'the focus is on the first checker that can move'));

    await page.keyboard.press('h');
    await eventually(async () => assert.match(await page.textContent('[data-testid=panel] .hint'), /The strong bot would play/));

    await page.keyboard.press('Enter');
    await eventually(async () => assert.deepEqual(await targets(page), [6, 7]));
    await page.keyboard.press('Escape');
    await eventually(async () => assert.deepEqual(await targets(page), [], 'Escape puts the checker down'));
    assert.equal(await focused(page), '1');

    await page.keyboard.press('Enter');
    const at2 = await page.getAttribute('[data-testid=replay]', 'data-at');
    await arrowTo(page, 7, at2);
    await page.keyboard.press('Enter');
    await eventually(async () => assert.deepEqual((await checkerCounts(page)).white, { 1: 14, 7: 1 }));
    assert.equal(await focused(page), '7');

    await page.keyboard.press('t');
    await eventually(async () => assert.deepEqual((await checkerCounts(page)).white, { 1: 15 }, 'T took the move back'));

    await arrowTo(page, 1, at2);
    await page.keyboard.press('Enter');
    await arrowTo(page, 7, at2);
    await page.keyboard.press('Enter');
    await eventually(async () => assert.deepEqual(await targets(page), [6], 'the talon is picked up again by itself'));
    await arrowTo(page, 6, at2);
    await page.keyboard.press(' ');
    await eventually(async () => assert.deepEqual((await checkerCounts(page)).white, { 1: 13, 6: 1, 7: 1 }));

    await page.keyboard.press('c');
    await waitForStatus(page, /^Black: roll the dice$/);
    await eventually(async () => assert.equal(await focused(page), 'roll', 'the focus is on Roll'));
    assert.notEqual(at, null);

    // ? shows the keys, ? or Escape hides them
    await page.keyboard.press('?');
    await eventually(async () => assert.match(await page.textContent('[data-testid=keys-help]'), /Roll the dice/));
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('[data-testid=keys-help]').count(), 0);
    await page.keyboard.press('?');
    await page.keyboard.press('?');
    assert.equal(await page.locator('[data-testid=keys-help]').count(), 0);

    // off the board, the arrows still step the replay
    await page.keyboard.press('ArrowLeft');
    await eventually(async () => assert.match(await page.textContent('[data-testid=replay-at]'), /^Replay: action/));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('the backgammon page has the same keys: R rolls, ? lists the keys, the arrows move on the board', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?seed=9&opponent=hotseat&auto=off#/backgammon');
  try {
    const { waitForStatus: bgStatus, playAnyTurn } = await import('./bg.mjs');
    await bgStatus(page, /: pick a checker/);
    await playAnyTurn(page);
    await bgStatus(page, /: roll or double/);
    await page.keyboard.press('r');
    await bgStatus(page, /: pick a checker/);
    await page.keyboard.press('?');
    await eventually(async () => assert.match(await page.textContent('[data-testid=keys-help]'), /Take back your moves/));
    await page.keyboard.press('Escape');
    assert.equal(await page.locator('[data-testid=keys-help]').count(), 0);
    // on the board, an arrow goes to another place and does not step the replay
    const at = await page.getAttribute('[data-testid=replay]', 'data-at');
    await page.focus('.bg-board [tabindex="0"]');
    const before = await page.evaluate(() => document.activeElement.outerHTML.slice(0, 80));
    await page.keyboard.press('ArrowLeft');
    let after = await page.evaluate(() => document.activeElement.outerHTML.slice(0, 80));
    if (after === before) {
      await page.keyboard.press('ArrowRight');
      after = await page.evaluate(() => document.activeElement.outerHTML.slice(0, 80));
    }
    assert.notEqual(after, before, 'the focus moved');
    assert.equal(await page.getAttribute('[data-testid=replay]', 'data-at'), at);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
