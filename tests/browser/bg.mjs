// Page objects for the backgammon-family specs. Points are the viewer's
// numbering (`data-point`, 1..24); the bar is `[data-bar]`, the tray
// `[data-tray]` of the viewer (the lower one).
import assert from 'node:assert/strict';
import { eventually } from './helpers.mjs';

/** Selector of a point's clickable group. */
export const point = (n) => `g.point[data-point="${n}"]`;

/** Checkers per point and side: `{ white: { '24': 2, bar: 1 }, black: {...} }`. */
export function counts(page) {
  return page.evaluate(() => {
    const out = { white: {}, black: {} };
    for (const c of document.querySelectorAll('.bg-board g[data-checker]')) {
      const at = c.dataset.at === '25' ? 'bar' : c.dataset.at;
      out[c.dataset.checker][at] = (out[c.dataset.checker][at] ?? 0) + 1;
    }
    return out;
  });
}

/** The status line's text. */
export async function status(page) {
  return (await page.textContent('[data-testid=status]')).trim();
}

/** Waits until the status line matches `re`. */
export async function waitForStatus(page, re, timeout = 10_000) {
  await eventually(async () => assert.match(await status(page), re), { timeout });
}

/** The log's lines, oldest first. */
export function logLines(page) {
  return page.$$eval('[data-testid=log] li', (lis) => lis.map((li) => li.textContent.trim()));
}

/** The points lit as targets now. */
export function targets(page) {
  return page.$$eval('.bg-board g.point.target', (gs) => gs.map((g) => Number(g.dataset.point)));
}

/** The points a checker can be picked from now. */
export function movable(page) {
  return page.$$eval('.bg-board g.point.movable', (gs) => gs.map((g) => Number(g.dataset.point)));
}

/** Clicks `data-action=name`. */
export function act(page, name) {
  return page.click(`[data-action="${name}"]`);
}

/**
 * Plays the human's part of the turn with any legal moves: picks the first
 * movable checker (the bar first), moves it to its first target (the tray
 * when bearing off), until Confirm is enabled; then confirms.
 */
export async function playAnyTurn(page) {
  for (let i = 0; i < 8; i++) {
    // what the page shows after the last click
    const state = await eventually(async () => {
      const done = await page.isEnabled('[data-action=confirm]').catch(() => false);
      const bar = await page.$('.bg-board rect.bar.movable');
      const from = await movable(page);
      assert.ok(done || bar || from.length > 0, 'something to do');
      return { done, bar, from };
    }, { timeout: 3000 }).catch(() => null);
    if (!state || state.done) break;
    if (state.bar) await state.bar.click();
    else await page.click(point(state.from[0]));
    const to = await eventually(async () => {
      const t = await targets(page);
      const tray = await page.locator('.bg-board .tray.target').count();
      assert.ok(t.length > 0 || tray > 0, 'a target is lit');
      return t;
    }, { timeout: 3000 });
    if (to.length > 0) await page.click(point(to[0]));
    else await page.click('.bg-board .tray.target');
  }
  if (await page.isEnabled('[data-action=confirm]').catch(() => false)) await act(page, 'confirm');
}

/**
 * Opens a side panel (`options`, `share`): its box is set open rather than
 * clicked, since the log growing beside the bot's moves may shift it between
 * Playwright's aim and its click.
 */
export async function openPanel(page, testid) {
  await page.evaluate((id) => {
    document.querySelector(`[data-testid=${id}]`).open = true;
  }, testid);
}

/**
 * On a hot-seat game whose scripted opening gives White 3-1: plays White's
 * 24/20 and waits for Black's roll or double.
 */
export async function afterWhitesOpening(page) {
  await waitForStatus(page, /^White: pick a checker/);
  await page.click('g.point[data-point="24"]');
  await page.click('g.point[data-point="20"]');
  await page.click('[data-action=confirm]');
  await waitForStatus(page, /^Black: roll or double/);
}
