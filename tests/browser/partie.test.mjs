// Whole parties against the bot, played through the page: White takes the
// first legal destination each time, holds (tenir) after a hole, passes when
// nothing can be played; the strong bot plays Black at a fast pace (its search
// runs a slice at a time). The partie must
// end at 12 holes with its stake, without a console error or a stuck state.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  openApp,
  REDUCED_MOTION,
  screenshot,
  useBrowser,
} from './helpers.mjs';

const browser = useBrowser();

/**
 * Plays White through the page until the partie is over (or the deadline):
 * the first legal destination each time, tenir after a hole, Pass when nothing
 * can be played; in school mode it marks `mark` points whenever a count is
 * asked. Returns the number of actions; fails when the page is stuck.
 */
async function playOut(page, { mark = null, ms = 240_000 } = {}) {
  let actions = 0;
  let idle = 0;
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const state = await page.evaluate(() => {
      const enabled = (id) => {
        const b = document.querySelector(`[data-testid=${id}]`);
        return !!b && !b.disabled;
      };
      return {
        over: !!document.querySelector('[data-testid=over]'),
        choice: !!document.querySelector('[data-testid=choice]'),
        mark: !!document.querySelector('[data-testid=mark]'),
        roll: enabled('roll'),
        confirm: enabled('confirm'),
        target: document.querySelector('.field.target, .off-zone.target')?.getAttribute('data-field') ?? null,
        movable: document.querySelector('.field.movable')?.getAttribute('data-field') ?? null,
      };
    });
    if (state.over) break;
    let acted = true;
    if (state.mark) {
      assert.notEqual(mark, null, 'a count is asked outside school mode');
      await page.click(`[data-mark="${mark}"]`);
    } else if (state.choice) await page.click('[data-testid=tenir]');
    else if (state.confirm) await page.click('[data-testid=confirm]');
    else if (state.roll) await page.click('[data-testid=roll]');
    else if (state.target) await page.click(`[data-field="${state.target}"]`);
    else if (state.movable) await page.click(`[data-field="${state.movable}"]`);
    else acted = false;
    if (acted) {
      actions += 1;
      idle = 0;
    } else {
      idle += 1;
      // the bot is playing: wait a little (a stuck page fails the idle bound)
      assert.ok(idle < 400, `nothing to do for ${idle} polls: the page is stuck`);
      await page.waitForTimeout(25);
    }
  }
  return actions;
}

async function assertOver(page, actions) {
  assert.ok(await page.isVisible('[data-testid=over]'), `the partie did not end (${actions} actions)`);
  const holes = await page.$$eval('[data-peg]', (pegs) => pegs.map((p) => Number(p.getAttribute('data-holes'))));
  assert.equal(Math.max(...holes), 12, `pegs: ${holes}`);
  assert.match(await page.textContent('[data-testid=over]'), /wins the partie — stake ×\d/);
}

test('a whole partie against the bot ends at 12 holes with its stake', { timeout: 300_000 }, async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?seed=11&pace=fast&level=strong', REDUCED_MOTION);
  try {
    const actions = await playOut(page);
    await assertOver(page, actions);
    const entries = await page.$$eval('.log-entry', (e) => e.length);
    assert.ok(entries > 20, `only ${entries} log entries`);
    await screenshot(page, 'partie-over', 'desktop');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

// The "done when": a whole partie in school mode against the
// beginner, the person marking every count (here always 0, so his missed
// points are écoles for the bot) until the end.
test('a whole partie in school mode against the beginner ends, with its écoles counted', { timeout: 300_000 }, async () => {
  const { context, page, problems } = await openApp(
    browser,
    'desktop',
    '?seed=12&pace=fast&level=beginner&school=on',
    REDUCED_MOTION,
  );
  try {
    const actions = await playOut(page, { mark: 0 });
    await assertOver(page, actions);
    const ecoles = await page.textContent('[data-testid=ecoles]');
    const [, n, lost] = ecoles.match(/White (\d+) \(−(\d+) points\)/);
    assert.ok(Number(n) > 0 && Number(lost) >= 2 * Number(n), ecoles);
    // each école is in the log with the right count
    assert.equal(await page.locator('.log-line', { hasText: /^École: White marked 0, the right count is \d+ — Black marks \d+/ }).count(), Number(n));
    await screenshot(page, 'school-partie-over', 'desktop');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
