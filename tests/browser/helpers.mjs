// Shared helpers for the browser specs (*.test.mjs, run by `node --test` from scripts/test.sh).
// scripts/test.sh serves the release build and passes its address in APP_URL.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { after, before } from 'node:test';
import { chromium } from 'playwright-core';

export const APP_URL = process.env.APP_URL;
if (!APP_URL) {
  throw new Error('APP_URL is not set: run the browser tests through ./scripts/test.sh');
}

/** Viewports every spec can run at: name -> Playwright context options. */
export const VIEWPORTS = {
  desktop: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true },
};

const SCREENSHOTS = new URL('../../screenshots/', import.meta.url);

/**
 * Debian's Chromium, headless. Playwright gives each launch a fresh temporary
 * --user-data-dir and removes it on close. Flags from shared/toolchain.md.
 */
export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/**
 * Opens the app in a new context at one of VIEWPORTS and waits for Leptos to mount.
 * `problems` collects console errors, uncaught exceptions and failed requests:
 * specs assert it is empty at the end. `contextOptions` are added to the viewport's
 * (e.g. `{ reducedMotion: 'reduce' }` makes rolls immediate).
 */
/**
 * One browser for the spec file: launched before its tests, closed after.
 * Pass the returned handle to openApp.
 */
export function useBrowser() {
  const shared = { browser: null };
  before(async () => {
    shared.browser = await launchBrowser();
  });
  after(async () => {
    await shared.browser?.close();
  });
  return shared;
}

export async function openApp(browserOrShared, viewportName, path = '', contextOptions = {}) {
  const browser = browserOrShared.browser ?? browserOrShared;
  const context = await browser.newContext({ ...VIEWPORTS[viewportName], ...contextOptions });
  const page = await context.newPage();
  const problems = [];
  page.on('console', (msg) => {
    if (msg.type() === 'error') problems.push(`console error: ${msg.text()}`);
  });
  page.on('pageerror', (err) => problems.push(`uncaught: ${err.message}`));
  page.on('requestfailed', (req) => problems.push(`request failed: ${req.url()} ${req.failure()?.errorText}`));
  page.on('response', (res) => {
    if (res.status() >= 400) problems.push(`HTTP ${res.status()}: ${res.url()}`);
  });
  await page.goto(new URL(path, APP_URL).href);
  await page.waitForSelector('[data-testid=app]', { timeout: 15_000 });
  return { context, page, problems };
}

/** Saves a full-page screenshot as screenshots/<name>-<viewportName>.png (git-ignored). */
export async function screenshot(page, name, viewportName) {
  await mkdir(SCREENSHOTS, { recursive: true });
  const path = new URL(`${name}-${viewportName}.png`, SCREENSHOTS);
  await page.screenshot({ path: path.pathname, fullPage: true });
  return path.pathname;
}

// ---------------------------------------------------------------------------
// Page objects for the game specs. Fields are absolute (White's numbering 1..24).

/** Context options that make the dice land at once (no tumble). */
export const REDUCED_MOTION = { reducedMotion: 'reduce' };

/**
 * Retries `check` (an async function that throws, e.g. with `assert`) until it
 * passes, expect-style; rethrows its last error after `timeout` ms. Returns its value.
 */
export async function eventually(check, { timeout = 5_000, interval = 50 } = {}) {
  const deadline = Date.now() + timeout;
  for (;;) {
    try {
      return await check();
    } catch (err) {
      if (Date.now() > deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, interval));
    }
  }
}

/** Selector of the field (the focusable, clickable `<g>`), 1..24 or 'off'. */
export function field(n) {
  return n === 'off' ? '[data-field=off]' : `g.field[data-field="${n}"]`;
}

/** Checkers on the board: `{ white: { '1': 15 }, black: { '24': 15 } }`. */
export function checkerCounts(page) {
  return page.evaluate(() => {
    const out = { white: {}, black: {} };
    for (const c of document.querySelectorAll('[data-checker]')) {
      const side = out[c.dataset.checker];
      side[c.dataset.field] = (side[c.dataset.field] ?? 0) + 1;
    }
    return out;
  });
}

/** The fields marked as targets of the picked-up checker, sorted ('off' last). */
export function targets(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.tablier .target[data-field]')]
      .map((f) => (f.dataset.field === 'off' ? 'off' : Number(f.dataset.field)))
      .sort((a, b) => (a === 'off' ? 1 : b === 'off' ? -1 : a - b)),
  );
}

/** The fields lit by a hovered or focused log line, sorted. */
export function litFields(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('g.field.lit')].map((f) => Number(f.dataset.field)).sort((a, b) => a - b),
  );
}

/** The status line ("White: roll the dice", ...). */
export async function status(page) {
  return (await page.textContent('[data-testid=status]')).trim();
}

/** Waits until the status line matches `re`. */
export async function waitForStatus(page, re, timeout = 5_000) {
  await eventually(async () => assert.match(await status(page), re), { timeout });
}

/** The log entries, oldest first: `[{ side, title, lines: [{ kind, jan, to, text, detail }] }]`. */
export function logEntries(page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('.log-entry')].reverse().map((e) => ({
      side: e.dataset.side,
      title: e.querySelector('.log-title').textContent.trim(),
      lines: [...e.querySelectorAll('.log-line')].map((l) => ({
        kind: l.dataset.kind,
        jan: l.dataset.jan,
        to: l.dataset.to,
        text: l.querySelector('.log-text').textContent.trim(),
        detail: l.querySelector('.log-detail')?.textContent.trim() ?? '',
      })),
    })),
  );
}

/**
 * Clicks the roll button and waits until the dice have landed: a new log entry
 * and no die tumbling.
 */
export async function rollDice(page) {
  const before = await page.locator('.log-entry').count();
  await page.click('[data-testid=roll]');
  await page.waitForFunction(
    (n) => document.querySelectorAll('.log-entry').length > n && !document.querySelector('.die.tumbling'),
    before,
    { timeout: 5_000 },
  );
}

/**
 * Plays `moves` ([[from, to], ...], absolute fields) by clicking, each `to`
 * checked to be a target first, then confirms and waits for the roll to pass.
 */
export async function playTurn(page, moves) {
  for (const [from, to] of moves) {
    await page.click(field(from));
    await eventually(async () => {
      const t = await targets(page);
      assert.ok(t.includes(to), `${to} is a target from ${from} (targets: ${JSON.stringify(t)})`);
    });
    await page.click(field(to));
  }
  const before = await page.locator('.log-line[data-kind=move]').count();
  await page.click('[data-testid=confirm]');
  await page.waitForFunction((n) => document.querySelectorAll('.log-line[data-kind=move]').length > n, before);
}

/** Asserts that the page logged no console error, exception or failed request. */
export function assertNoProblems(problems) {
  assert.deepEqual(problems, [], 'no console errors, uncaught exceptions or failed requests');
}
