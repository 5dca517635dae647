// The home screen lists every game with its picture and rules; a game has
// its own address; a returning player lands in his last game; the Grand
// Trictrac's links of before still open it; an unknown address says so.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { APP_URL, openApp, screenshot, useBrowser, VIEWPORTS } from './helpers.mjs';

const browser = useBrowser();

for (const viewportName of Object.keys(VIEWPORTS)) {
  test(`a first visit shows the home screen with every game (${viewportName})`, async () => {
    const { context, page, problems } = await openApp(browser, viewportName, '');
    try {
      assert.equal(await page.getAttribute('[data-testid=app]', 'data-screen'), 'home');
      const cards = await page.$$eval('[data-card]', (cs) => cs.map((c) => c.dataset.card));
      for (const slug of ['trictrac', 'backgammon', 'nackgammon', 'hypergammon', 'tavli', 'long-nardy', 'gul-bara',
        'russian', 'dutch', 'american', 'acey-deucey', 'snake', 'jacquet', 'icelandic', 'chase']) {
        assert.ok(cards.includes(slug), `${slug} has a card`);
      }
      // the family's other games on its card
      const tavli = await page.$$eval('[data-card=tavli] [data-game-link]', (as) => as.map((a) => a.dataset.gameLink));
      assert.deepEqual(tavli, ['tavli', 'portes', 'plakoto', 'fevga']);
      // each card draws its start with the game's own board
      assert.equal(await page.locator('[data-card=backgammon] svg.bg-board g[data-checker]').count(), 30);
      assert.equal(await page.locator('[data-card=chase] svg.bg-board g[data-checker]').count(), 12);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      assert.ok(overflow <= 0, `no horizontal scrolling (${overflow}px)`);
      await screenshot(page, 'home', viewportName);
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('a game opens at its address, the home link comes back, a return lands in the last game', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '');
  try {
    await page.click('[data-card=plakoto] a[data-game-link=plakoto], [data-card=tavli] a[data-game-link=plakoto]');
    await page.waitForSelector('[data-testid=app][data-game=plakoto]');
    assert.match(page.url(), /#\/plakoto$/);
    assert.equal(await page.title(), 'Plakoto');
    await page.click('[data-testid=home-link]');
    await page.waitForSelector('[data-testid=app][data-screen=home]');
    // a return with nothing in the address: the last game
    await page.goto(APP_URL);
    await page.waitForSelector('[data-testid=app][data-game=plakoto]');
    // the Grand Trictrac's own links of before
    const fresh = await context.newPage();
    await fresh.goto(new URL('#rule-moving', APP_URL).href);
    await fresh.waitForSelector('[data-testid=app][data-game=trictrac]');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('an address of the backgammon family on the main page goes on to its page', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?seed=2#/fevga');
  try {
    await page.waitForSelector('[data-testid=app][data-game=fevga]');
    assert.match(page.url(), /bg\.html\?seed=2#\/fevga$/);
    // and the Grand Trictrac's address on that page comes back
    await page.goto(new URL('bg.html#/trictrac', APP_URL).href);
    await page.waitForSelector('[data-testid=app][data-game=trictrac]');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('an unknown game address says so on the home screen', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '#/chess');
  try {
    assert.match(await page.textContent('[data-testid=message]'), /no game at "#\/chess"/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the language alone in the address shows the home screen in that language', async () => {
  const { context, page, problems } = await openApp(browser, 'phone', '?lang=fr');
  try {
    assert.equal(await page.getAttribute('[data-testid=app]', 'data-screen'), 'home');
    assert.equal(await page.textContent('[data-testid=title]'), 'Jeux de table');
    await screenshot(page, 'home-fr', 'phone');
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
