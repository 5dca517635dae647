// Until the wasm starts, each page shows a loading message; it is gone once
// the app is on the page, and says why if the app cannot start.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { APP_URL, assertNoProblems, openApp, useBrowser, VIEWPORTS } from './helpers.mjs';

const browser = useBrowser();

/** A context whose wasm requests wait for `hold` (or fail with `fail`); no worker, so routes see them. */
async function withWasm(handler) {
  const context = await browser.browser.newContext({ ...VIEWPORTS.phone, serviceWorkers: 'block' });
  await context.route(/\.wasm$/, handler);
  return context;
}

for (const [path, words] of [
  ['index.html#/trictrac', /Loading the tables…/],
  ['bg.html#/backgammon', /Loading backgammon…/],
]) {
  test(`${path}: a loading message until the wasm arrives, hidden once the app is on the page`, async () => {
    let release;
    const held = new Promise((resolve) => (release = resolve));
    const context = await withWasm(async (route) => {
      await held;
      await route.continue();
    });
    try {
      const page = await context.newPage();
      await page.goto(new URL(path, APP_URL).href, { waitUntil: 'domcontentloaded' });
      const loading = page.locator('.loading');
      assert.equal(await loading.isVisible(), true, 'the loading message shows');
      assert.match(await loading.textContent(), words);
      assert.equal(await loading.getAttribute('role'), 'status');
      release();
      await page.waitForSelector('[data-testid=app]', { timeout: 15_000 });
      assert.equal(await loading.isVisible(), false, 'hidden once the app mounts');
    } finally {
      release();
      await context.close();
    }
  });
}

test('the loading message says the game could not start when the wasm does not load', async () => {
  const context = await withWasm((route) => route.abort());
  try {
    const page = await context.newPage();
    await page.goto(new URL('bg.html#/backgammon', APP_URL).href);
    await page.waitForSelector('.loading.failed', { timeout: 10_000 });
    const text = await page.textContent('.loading-text');
    assert.match(text, /^The game could not start \(.+\)\. Check the connection, then reload the page\.$/);
    assert.equal(await page.locator('.loading-spinner').isVisible(), false, 'no spinner once it failed');
  } finally {
    await context.close();
  }
});

test('the loading message and its failure are in the language the app opens in', async () => {
  const context = await withWasm((route) => route.abort());
  try {
    const page = await context.newPage();
    await page.goto(new URL('bg.html?lang=ru#/backgammon', APP_URL).href, { waitUntil: 'domcontentloaded' });
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'ru');
    await page.waitForSelector('.loading.failed', { timeout: 10_000 });
    const text = await page.textContent('.loading-text');
    assert.match(text, /^Не удалось запустить игру \(.+\)\. Проверьте подключение/);
  } finally {
    await context.close();
  }
  // the language kept from an earlier visit, on the other page
  const kept = await withWasm(async () => {});
  try {
    await kept.addInitScript(() => localStorage.setItem('tables.lang', 'el'));
    const page = await kept.newPage();
    await page.goto(new URL('index.html#/trictrac', APP_URL).href, { waitUntil: 'domcontentloaded' });
    assert.equal(await page.textContent('.loading-text'), 'Φόρτωση των παιχνιδιών τάβλι…');
  } finally {
    await kept.close();
  }
});

test('the app, once started, shows no loading message', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '');
  try {
    assert.equal(await page.locator('.loading').isVisible(), false);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
