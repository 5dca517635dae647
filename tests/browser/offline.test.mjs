// After one visit the app opens and plays with the network off: the service
// worker has cached the whole build, both pages and the bots' networks.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  APP_URL,
  assertNoProblems,
  checkerCounts,
  openApp,
  playTurn,
  REDUCED_MOTION,
  rollDice,
  screenshot,
  status,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

/** Waits until a service worker is active and controls the page. */
async function waitForWorker(page) {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.state === 'activated', null, { timeout: 30_000 });
}

/** The responses the page received, by path, and whether the worker answered them. */
function recordResponses(page) {
  const seen = new Map();
  page.on('response', (res) => seen.set(new URL(res.url()).pathname, res.fromServiceWorker()));
  return seen;
}

test('after one visit the home page reloads offline and a Trictrac turn is played', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '', REDUCED_MOTION);
  try {
    await page.waitForSelector('[data-screen=home]');
    await waitForWorker(page);

    await context.setOffline(true);
    await page.reload();
    await page.waitForSelector('[data-screen=home]', { timeout: 15_000 });

    // the scripted dice and hot-seat of the play tests, in a query the worker ignores
    const seen = recordResponses(page);
    await page.goto(new URL('index.html?dice=5,2,6,5&opponent=hotseat&seed=1#/trictrac', APP_URL).href);
    await page.waitForSelector('[data-testid=app][data-game=trictrac]', { timeout: 15_000 });
    assert.equal(seen.get('/index.html'), true, 'the page came from the service worker');
    assert.equal(await status(page), 'White: roll the dice');
    await rollDice(page);
    await playTurn(page, [
      [1, 7],
      [1, 6],
    ]);
    await waitForStatus(page, /^Black: roll the dice$/);
    assert.deepEqual(await checkerCounts(page), { white: { 1: 13, 6: 1, 7: 1 }, black: { 24: 15 } });
    await screenshot(page, 'offline-trictrac', 'desktop');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('offline, a backgammon page opens and its bot loads its network from the cache', async () => {
  const { context, page, problems } = await openApp(browser, 'phone', '');
  try {
    await waitForWorker(page);
    await context.setOffline(true);

    const seen = recordResponses(page);
    for (const game of ['backgammon', 'plakoto']) {
      await page.goto(new URL(`bg.html#/${game}`, APP_URL).href);
      // data-bot-ready: the network is fetched, read and installed (src/backgammon/weights.rs)
      await page.waitForSelector(`[data-testid=app][data-game=${game}][data-bot-ready=true]`, { timeout: 15_000 });
      assert.equal(seen.get(`/weights/${game}.net`), true, `weights/${game}.net came from the service worker`);
    }
    assert.equal(seen.get('/bg.html'), true);
    await screenshot(page, 'offline-plakoto', 'phone');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('the cache is named by the build version and holds every file of the worker list', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '');
  try {
    await waitForWorker(page);
    const { keys, version, files, cached } = await page.evaluate(async () => {
      const text = await (await fetch('sw.js', { cache: 'no-store' })).text();
      const { version, files } = JSON.parse(text.match(/^const PRECACHE = (.*);$/m)[1]);
      const keys = await caches.keys();
      const cache = await caches.open(`tables-${version}`);
      const cached = (await cache.keys()).map((r) => new URL(r.url).pathname.slice(1)).sort();
      return { keys, version, files, cached };
    });
    assert.match(version, /^[0-9a-f]{16}$/, 'a hash of the build, written by scripts/precache.mjs');
    assert.deepEqual(keys, [`tables-${version}`], 'one cache, this build');
    for (const file of ['index.html', 'bg.html', 'manifest.webmanifest', 'weights/backgammon.net']) {
      assert.ok(files.includes(file), `${file} is precached`);
    }
    assert.ok(files.some((f) => f.endsWith('.wasm')), 'the wasm is precached');
    assert.deepEqual(cached, [...files].sort());
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('a new worker takes over at once and deletes the caches of the builds before', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '');
  try {
    await waitForWorker(page);
    const [current] = await page.evaluate(() => caches.keys());
    // an older build's cache, left by its worker
    await page.evaluate(() => caches.open('tables-0123456789abcdef').then((c) => c.put('index.html', new Response('old'))));
    // Playwright cannot route the browser's update check of sw.js: a new
    // worker is installed from another address of the same file instead
    const scriptURL = await page.evaluate(async () => {
      const changed = new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve));
      await navigator.serviceWorker.register('sw.js?next');
      await changed;
      return navigator.serviceWorker.controller.scriptURL;
    });
    assert.match(scriptURL, /sw\.js\?next$/, 'the new worker controls the page without a reload');
    await page.waitForFunction((c) => caches.keys().then((k) => k.join() === c), current, { timeout: 15_000 });

    // the new worker answers from its cache (no reload: boot.js would register sw.js again)
    await context.setOffline(true);
    const html = await page.evaluate(() => fetch('bg.html?x=1').then((r) => r.text()));
    assert.match(html, /<title>Backgammon/);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
