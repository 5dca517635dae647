// Shared helpers for the browser specs (*.test.mjs, run by `node --test` from scripts/test.sh).
// scripts/test.sh serves the release build and passes its address in APP_URL.
import { mkdir } from 'node:fs/promises';
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
 * specs assert it is empty at the end.
 */
export async function openApp(browser, viewportName, path = '') {
  const context = await browser.newContext(VIEWPORTS[viewportName]);
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
