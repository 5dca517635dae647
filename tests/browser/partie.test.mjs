// A whole partie against the bot, played through the page: White takes the
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

test('a whole partie against the bot ends at 12 holes with its stake', { timeout: 300_000 }, async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?seed=11&pace=fast&level=strong', REDUCED_MOTION);
  try {
    let actions = 0;
    let idle = 0;
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
      const state = await page.evaluate(() => {
        const enabled = (id) => {
          const b = document.querySelector(`[data-testid=${id}]`);
          return !!b && !b.disabled;
        };
        return {
          over: !!document.querySelector('[data-testid=over]'),
          choice: !!document.querySelector('[data-testid=choice]'),
          roll: enabled('roll'),
          confirm: enabled('confirm'),
          target: document.querySelector('.field.target, .off-zone.target')?.getAttribute('data-field') ?? null,
          movable: document.querySelector('.field.movable')?.getAttribute('data-field') ?? null,
        };
      });
      if (state.over) break;
      let acted = true;
      if (state.choice) await page.click('[data-testid=tenir]');
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
    assert.ok(await page.isVisible('[data-testid=over]'), `the partie did not end (${actions} actions)`);
    const holes = await page.$$eval('[data-peg]', (pegs) => pegs.map((p) => Number(p.getAttribute('data-holes'))));
    assert.equal(Math.max(...holes), 12, `pegs: ${holes}`);
    assert.match(await page.textContent('[data-testid=over]'), /wins the partie — stake ×\d/);
    const entries = await page.$$eval('.log-entry', (e) => e.length);
    assert.ok(entries > 20, `only ${entries} log entries`);
    await screenshot(page, 'partie-over', 'desktop');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
