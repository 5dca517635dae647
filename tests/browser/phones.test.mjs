// Phones and the desktop layout: a phone on its side shows the board and the
// action buttons side by side without scrolling; the header does not wrap
// (French, the longest); the board's numbers keep clear of its edge; the
// desktop board is centred; touch targets are at least 44 px on touch screens.
// Screenshots at the three sizes in both languages (screenshots/phones-*).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, openApp, REDUCED_MOTION, screenshot, useBrowser, VIEWPORTS } from './helpers.mjs';

const browser = useBrowser();
VIEWPORTS.landscape = { viewport: { width: 844, height: 390 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true };

const HOTSEAT = '?dice=5,2,6,5&opponent=hotseat&seed=1';

const box = (page, sel) => page.evaluate((s) => {
  const r = document.querySelector(s).getBoundingClientRect();
  return { left: r.left, right: r.right, top: r.top, bottom: r.bottom, width: r.width, height: r.height };
}, sel);

/** The header's rows (items whose heights overlap share a row) and the buttons whose text wrapped. */
const headerRows = (page) => page.evaluate(() => {
  const items = [...document.querySelectorAll('.app-header > *')]
    .filter((e) => e.getClientRects().length && getComputedStyle(e).position !== 'fixed' && e.getBoundingClientRect().height > 0)
    .map((e) => e.getBoundingClientRect())
    .sort((a, b) => a.top - b.top);
  let rows = 0;
  let bottom = -Infinity;
  for (const r of items) {
    if (r.top >= bottom - 2) {
      rows += 1;
      bottom = r.bottom;
    } else {
      bottom = Math.max(bottom, r.bottom);
    }
  }
  const wrapped = [...document.querySelectorAll('.app-header button, .app-header a')]
    .filter((e) => e.getClientRects().length > 1 || (e.getBoundingClientRect().height > 1.9 * parseFloat(getComputedStyle(e).lineHeight || '20') && e.getBoundingClientRect().height > 48))
    .map((e) => e.textContent.trim());
  return { rows, wrapped };
});

/**
 * The smallest gap between a field number's digits and the board frame's edge,
 * in board units (the frame is 1060 × 700 or 700 × 1060): digits stand from
 * their baseline to about 0.73 of the font size above it.
 */
const numberMargin = (page) => page.evaluate(() => {
  const f = document.querySelector('.tablier .frame');
  const [fx, fy, fw, fh] = ['x', 'y', 'width', 'height'].map((k) => Number(f.getAttribute(k)));
  let min = Infinity;
  for (const t of document.querySelectorAll('.tablier .field-number')) {
    const b = t.getBBox();
    const base = Number(t.getAttribute('y'));
    const size = parseFloat(getComputedStyle(t).fontSize);
    min = Math.min(min, b.x - fx, fx + fw - (b.x + b.width), base - 0.73 * size - fy, fy + fh - base);
  }
  return min;
});

for (const lang of ['en', 'fr']) {
  test(`a phone on its side (${lang}): board and buttons side by side, nothing to scroll, the header on one line`, async () => {
    const { context, page, problems } = await openApp(browser, 'landscape', `${HOTSEAT}&lang=${lang}`, REDUCED_MOTION);
    try {
      const board = await box(page, '[data-testid=board]');
      const roll = await box(page, '[data-testid=roll]');
      const confirm = await box(page, '[data-testid=confirm]');
      for (const [name, b] of [['board', board], ['roll', roll], ['confirm', confirm]]) {
        assert.ok(b.top >= 0 && b.bottom <= 390 + 0.5, `${name} is within the screen's height: ${JSON.stringify(b)}`);
        assert.ok(b.right <= 844 + 0.5, `${name} is within its width`);
      }
      assert.ok(roll.left >= board.right, 'the buttons are beside the board');
      assert.ok(board.height >= 300, `the board uses the height (${board.height})`);
      assert.deepEqual(await headerRows(page), { rows: 1, wrapped: [] });
      const margin = await numberMargin(page);
      assert.ok(margin >= 5, `the numbers keep clear of the edge (${margin})`);
      await screenshot(page, `phones-${lang}`, 'landscape');
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });

  test(`a phone held upright (${lang}): the header in two rows, no button wrapped, numbers clear of the edge, 44 px targets`, async () => {
    const { context, page, problems } = await openApp(browser, 'phone', `${HOTSEAT}&lang=${lang}`, REDUCED_MOTION);
    try {
      const { rows, wrapped } = await headerRows(page);
      assert.ok(rows <= 2, `the header has ${rows} rows`);
      assert.deepEqual(wrapped, [], 'no header button is wrapped');
      const margin = await numberMargin(page);
      assert.ok(margin >= 5, `the numbers keep clear of the edge (${margin})`);
      const small = await page.evaluate(() =>
        [...document.querySelectorAll('.app-header button, .panel button, .replay button, .notice button')]
          .filter((b) => b.getClientRects().length > 0)
          .map((b) => ({ b: b.dataset.testid ?? b.textContent.trim(), r: b.getBoundingClientRect() }))
          .filter(({ r }) => r.height < 44 - 0.5 || r.width < 44 - 0.5)
          .map(({ b, r }) => `${b} ${Math.round(r.width)}×${Math.round(r.height)}`),
      );
      assert.deepEqual(small, [], 'touch targets of at least 44×44 px');
      await screenshot(page, `phones-${lang}`, 'phone');
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });

  test(`the desktop (${lang}): the board and the panel centred, the header on one line`, async () => {
    const { context, page, problems } = await openApp(browser, 'desktop', `${HOTSEAT}&lang=${lang}`, REDUCED_MOTION);
    try {
      const board = await box(page, '[data-testid=board]');
      const side = await box(page, '.layout > .side');
      const left = board.left;
      const right = 1280 - side.right;
      assert.ok(Math.abs(left - right) <= 24, `centred: ${left} px on the left, ${right} px on the right`);
      assert.ok(board.bottom <= 800, 'the board fits the window');
      assert.deepEqual(await headerRows(page), { rows: 1, wrapped: [] });
      assert.ok((await numberMargin(page)) >= 5);
      await screenshot(page, `phones-${lang}`, 'desktop');
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });
}
