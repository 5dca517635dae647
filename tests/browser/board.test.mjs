// The tablier as it opens: 24 fields, the 30 checkers on their talons, the three
// chips, two pegs, the pavillon and the 30 holes, field numbers that the options
// can hide, ARIA labels, and a board that fits the screen on desktop and phone.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  checkerCounts,
  eventually,
  field,
  openApp,
  screenshot,
  useBrowser,
  VIEWPORTS,
} from './helpers.mjs';

const browser = useBrowser();

const START = '?dice=5,2&seed=1&opponent=hotseat';

test('the apron shows 24 fields, 30 checkers on the talons, chips, pegs, pavillon and holes', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', START);
  try {
    const fields = await page.$$eval('g.field[data-field]', (gs) => gs.map((g) => Number(g.dataset.field)));
    assert.deepEqual(
      fields.sort((a, b) => a - b),
      Array.from({ length: 24 }, (_, i) => i + 1),
      'one field for each of 1..24',
    );
    assert.equal(await page.locator('[data-field=off]').count(), 1, 'one bear-off zone');

    assert.equal(await page.locator('[data-checker]').count(), 30);
    assert.deepEqual(await checkerCounts(page), { white: { 1: 15 }, black: { 24: 15 } });

    const chips = await page.$$eval('[data-chip]', (cs) =>
      cs.map((c) => ({ chip: c.dataset.chip, points: c.dataset.points })),
    );
    assert.deepEqual(
      chips.sort((a, b) => a.chip.localeCompare(b.chip)),
      [
        { chip: 'black', points: '0' },
        { chip: 'bredouille', points: '0' },
        { chip: 'white', points: '0' },
      ],
    );

    const pegs = await page.$$eval('[data-peg]', (ps) => ps.map((p) => `${p.dataset.peg}:${p.dataset.holes}`));
    assert.deepEqual(pegs.sort(), ['black:0', 'white:0']);

    assert.equal(await page.getAttribute('[data-pavillon]', 'data-pavillon'), 'middle');
    assert.equal(await page.locator('[data-pavillon]').count(), 1);
    assert.equal(await page.locator('.tablier .hole').count(), 30);

    // the score table agrees with the chips and pegs
    assert.equal(await page.textContent('[data-score=white] [data-points]'), '0');
    assert.equal(await page.textContent('[data-score=black] [data-holes]'), '0');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('every field has an ARIA label naming it in both numberings and its checkers', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', START);
  try {
    const labels = await page.$$eval('g.field[data-field]', (gs) =>
      gs.map((g) => ({
        n: Number(g.dataset.field),
        role: g.getAttribute('role'),
        tabindex: g.getAttribute('tabindex'),
        label: g.getAttribute('aria-label') ?? '',
      })),
    );
    assert.equal(labels.length, 24);
    for (const { n, role, tabindex, label } of labels) {
      assert.equal(role, 'button', `field ${n} is a button`);
      assert.equal(tabindex, '0', `field ${n} is focusable`);
      assert.ok(label.includes(`White's field ${n}`), `field ${n}: "${label}"`);
      assert.ok(label.includes(`Black's field ${25 - n}`), `field ${n}: "${label}"`);
    }
    const byField = Object.fromEntries(labels.map((l) => [l.n, l.label]));
    assert.match(byField[1], /15 white checkers/);
    assert.match(byField[24], /15 black checkers/);
    assert.match(byField[10], /empty/);
    assert.ok(await page.getAttribute('[data-field=off]', 'aria-label'), 'the bear-off zone is labelled');
    assert.ok(await page.getAttribute('svg.tablier', 'aria-label'), 'the board is labelled');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('field numbers are shown, then hidden and shown again by the numbers option', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', START);
  try {
    const numbers = () => page.$$eval('.field-number', (ts) => ts.map((t) => t.textContent.trim()));
    const shown = await numbers();
    assert.equal(shown.length, 24);
    assert.deepEqual(
      shown.map(Number).sort((a, b) => a - b),
      Array.from({ length: 24 }, (_, i) => i + 1),
    );

    // the toggle lives in the closed options <details>
    assert.equal(await page.isVisible('[data-testid=numbers]'), false);
    await page.click('[data-testid=options] summary');
    assert.equal(await page.isChecked('[data-testid=numbers]'), true);
    await page.uncheck('[data-testid=numbers]');
    await eventually(async () => assert.equal((await numbers()).length, 0));

    await page.check('[data-testid=numbers]');
    await eventually(async () => assert.equal((await numbers()).length, 24));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

for (const viewportName of Object.keys(VIEWPORTS)) {
  test(`the board fits the viewport width with no horizontal scroll (${viewportName})`, async () => {
    const { context, page, problems } = await openApp(browser, viewportName, START);
    try {
      const { width } = VIEWPORTS[viewportName].viewport;
      const m = await page.evaluate(() => {
        const r = document.querySelector('svg.tablier').getBoundingClientRect();
        return {
          left: r.left,
          right: r.right,
          width: r.width,
          height: r.height,
          scroll: document.documentElement.scrollWidth,
          inner: window.innerWidth,
        };
      });
      assert.equal(m.inner, width);
      assert.ok(m.scroll <= m.inner, `no horizontal scroll (document is ${m.scroll}px wide in ${m.inner}px)`);
      assert.ok(m.left >= 0 && m.right <= m.inner, `the board [${m.left}, ${m.right}] is inside [0, ${m.inner}]`);
      assert.ok(m.width > m.inner * 0.5, `the board uses the width (${m.width}px)`);
      assert.ok(m.height > 100, `the board has a height (${m.height}px)`);
      // the last field is on screen horizontally too
      const box = await page.locator(field(13)).boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= m.inner, 'field 13 is within the width');

      await screenshot(page, 'board', viewportName);
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });
}
