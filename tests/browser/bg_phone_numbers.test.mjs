// On a phone held upright every point number stands whole inside the
// board (10, 11 and 12 were cut by the board's right edge).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, screenshot, useBrowser } from './helpers.mjs';

const browser = useBrowser();

test('upright phone: the point numbers are inside the board', async () => {
  const { context, page, problems } = await openApp(browser, 'phone', 'bg.html?seed=3#/backgammon');
  try {
    const out = await page.$eval('svg.bg-board', (svg) => {
      const b = svg.getBoundingClientRect();
      return [...svg.querySelectorAll('text.point-number')].map((t) => {
        const r = t.getBoundingClientRect();
        return { n: t.textContent, inside: r.left >= b.left - 0.5 && r.right <= b.right + 0.5 && r.top >= b.top - 0.5 && r.bottom <= b.bottom + 0.5 };
      });
    });
    assert.equal(out.length, 24, 'every point numbered');
    assert.deepEqual(out.filter((o) => !o.inside).map((o) => o.n), []);
    await screenshot(page, 'bg-numbers', 'phone');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
