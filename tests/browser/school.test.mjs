// School mode (écoles): each person marks his own points; a wrong count is an
// école that the other side marks for himself, and the log gives the right count.
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

const chipPoints = (page, side) => page.getAttribute(`[data-chip=${side}]`, 'data-points');

test('a wrong count is an école: the opponent marks the difference and the log shows the right count', async () => {
  // Primacy White 5 / Black 2; White's 6-5 from the talons scores nothing.
  const { context, page, problems } = await openApp(
    browser,
    'desktop',
    '?dice=5,2,6,5,6,5&opponent=hotseat&seed=1&school=on',
    REDUCED_MOTION,
  );
  try {
    await page.click('[data-testid=roll]');
    await page.waitForSelector('[data-testid=mark]');
    await waitForStatus(page, /White: mark your points/);
    // the dice are shown while the count is waited for, and cannot be rolled again
    assert.equal(await page.locator('[data-testid=dice] [data-die]').count(), 2);
    assert.equal(await page.isDisabled('[data-testid=roll]'), true);
    assert.match(await page.getAttribute('[data-testid=roll]', 'title'), /Mark your points first/);
    assert.equal(await page.getAttribute('[data-testid=mark-help]', 'href'), '#rule-jans');
    // no move can be entered before marking
    await page.click('[data-field="1"]');
    assert.equal(await page.locator('.field.target').count(), 0);
    // White marks 4 instead of 0: too many, the 4 go to Black
    await page.click('[data-mark="4"]');
    await eventually(async () => assert.equal(await chipPoints(page, 'black'), '4'));
    assert.equal(await chipPoints(page, 'white'), '0');
    const ecole = page.locator('.log-line', { hasText: 'École' });
    assert.match(await ecole.first().textContent(), /White marked 4, the right count is 0 — Black marks 4/);
    assert.match(await page.textContent('[data-testid=ecoles]'), /White 1 \(−4 points\)/);
    // White plays; then Black marks what White's roll gives him: 0, right
    await waitForStatus(page, /White: play your checkers/);
    for (const f of ['1', '7', '1', '6']) await page.click(`[data-field="${f}"]`);
    await page.click('[data-testid=confirm]');
    await page.waitForSelector('[data-testid=mark]');
    await waitForStatus(page, /Black: mark your points/);
    assert.equal(await page.isDisabled('[data-testid=undo]'), true);
    await page.click('[data-mark="0"]');
    await waitForStatus(page, /Black: roll the dice/);
    assert.equal(await page.locator('[data-testid=mark]').count(), 0);
    assert.equal(await page.locator('.log-line', { hasText: 'École' }).count(), 1);
    // the move was played once marked
    assert.equal(await page.locator('[data-checker=white][data-field="7"]').count(), 1);
    // Black's 6-5 scores nothing either: an odd count is refused, 2 is too many
    await page.click('[data-testid=roll]');
    await page.waitForSelector('[data-testid=mark]');
    await page.fill('[data-testid=mark-input]', '3');
    await page.click('[data-testid=mark-submit]');
    assert.match(await page.textContent('[data-testid=message]'), /even numbers/);
    await page.fill('[data-testid=mark-input]', '2');
    await page.click('[data-testid=mark-submit]');
    await eventually(async () => assert.equal(await chipPoints(page, 'white'), '2'));
    assert.match(await page.textContent('[data-testid=ecoles]'), /Black 1 \(−2 points\)/);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('a forgetful beginner bot may let a wrong count pass: the count stands', async () => {
  // Primacy White 5 / Black 2; White's 6-5 from the talons scores nothing.
  // With this game length the forgetful beginner lets the error pass.
  const { context, page, problems } = await openApp(
    browser,
    'desktop',
    '?dice=5,2,6,5&seed=1&school=on&level=beginner&forget=on&pace=fast',
    REDUCED_MOTION,
  );
  try {
    assert.equal(await page.isChecked('[data-testid=forgetful]'), true);
    assert.equal(await page.isDisabled('[data-testid=forgetful]'), false);
    await page.click('[data-testid=roll]');
    await page.waitForSelector('[data-testid=mark]');
    await page.click('[data-mark="4"]');
    // White keeps the 4 he marked, Black marks nothing
    await eventually(async () => assert.equal(await chipPoints(page, 'white'), '4'));
    assert.equal(await chipPoints(page, 'black'), '0');
    const ecole = page.locator('.log-line', { hasText: 'École' });
    assert.match(
      await ecole.first().textContent(),
      /White marked 4, the right count is 0 — Black did not send him to school: the count stands/,
    );
    assert.match(await page.textContent('[data-testid=ecoles]'), /White 0 \(−0 points\).*wrong counts let pass: 1/);
    // the option is only for the beginner: another level disables it and says why
    await page.click('[data-testid=options] summary');
    await page.selectOption('[data-testid=level]', 'club');
    assert.equal(await page.isDisabled('[data-testid=forgetful]'), true);
    assert.match(
      await page.getAttribute('label:has([data-testid=forgetful])', 'title'),
      /Only the beginner bot forgets/,
    );
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
