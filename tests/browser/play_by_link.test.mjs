// Playing a friend by link, with two browser contexts (two players, each
// with his own localStorage): A starts a game by link, B opens A's link and
// plays the other side; they pass links back and forth, taking the dice as
// they come. Both copies show the same dice; restoring A's saves from before
// a roll and reloading does not change that roll; a tampered link is refused
// with a message and the game is kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, eventually, openApp, REDUCED_MOTION, screenshot, targets, useBrowser } from './helpers.mjs';

const browser = useBrowser();

const remoteStatus = (page) => page.getAttribute('[data-testid=remote-status]', 'data-status');
const linkOf = (page) => page.inputValue('[data-testid=remote-link]');
const titles = (page) =>
  page.$$eval('.log-entry .log-title', (t) => t.map((e) => e.textContent.trim()).reverse());

/** Opens `link` in the page's context (a fresh load, as a link clicked in a mail). */
async function openLink(page, link) {
  await page.goto('about:blank');
  await page.goto(link);
  await page.waitForSelector('[data-testid=remote-status]', { timeout: 15_000 });
}

/** Plays this copy's turn as it comes: roll, then the first movable checker
 * to its first target until the roll is complete, tenir when asked; until the
 * copy has to send its link. */
async function playMyTurn(page) {
  for (let step = 0; step < 60; step += 1) {
    await page.waitForFunction(() => !document.querySelector('.die.tumbling'));
    if ((await remoteStatus(page)) !== 'MyTurn') return;
    if (await page.isEnabled('[data-testid=roll]')) {
      await page.click('[data-testid=roll]');
    } else if (await page.isVisible('[data-testid=tenir]')) {
      await page.click('[data-testid=tenir]');
    } else if (await page.isEnabled('[data-testid=confirm]')) {
      await page.click('[data-testid=confirm]');
    } else {
      const movable = page.locator('g.field.movable').first();
      await movable.click();
      const to = await eventually(async () => {
        const t = await targets(page);
        assert.ok(t.length > 0, 'a picked-up checker has a target');
        return t[0];
      });
      await page.click(to === 'off' ? '[data-field=off]' : `g.field[data-field="${to}"]`);
    }
  }
  assert.fail('the turn did not end');
}

test('two players play by link: sides, turns, the same dice, a reload, a tampered link', async () => {
  const a = await openApp(browser, 'desktop', '#/trictrac', REDUCED_MOTION);
  const b = await openApp(browser, 'desktop', '#/trictrac', REDUCED_MOTION);
  try {
    // A starts: he plays White and waits for his friend to join
    await a.page.click('[data-testid=remote-start]');
    assert.match(await a.page.textContent('[data-testid=remote-side]'), /You play White/);
    assert.equal(await remoteStatus(a.page), 'WaitingJoin');
    assert.equal(await a.page.isDisabled('[data-testid=roll]'), true);
    const first = await linkOf(a.page);
    assert.match(first, /#\/trictrac\/r=1\.[A-Za-z0-9_-]+\.w\./);
    await screenshot(a.page, 'play-by-link-start', 'desktop');

    // B opens it: he plays Black, cannot play, and sends his link back
    await openLink(b.page, first);
    assert.match(await b.page.textContent('[data-testid=remote-side]'), /You play Black/);
    assert.equal(await remoteStatus(b.page), 'Send');
    assert.match(await b.page.textContent('[data-testid=remote-status]'), /Send this link to your friend; waiting for his move/);
    assert.equal(await b.page.locator('g.field.movable').count(), 0);
    let link = await linkOf(b.page);

    // links back and forth; each copy plays when it is its turn
    let [me, other] = [a, b];
    let reloaded = false;
    for (let n = 0; n < 6; n += 1) {
      await openLink(me.page, link);
      assert.doesNotMatch(await me.page.textContent('[data-testid=panel]'), /cannot be opened/);
      // both copies show the same dice (the log titles name each roll)
      const mine = await titles(me.page);
      const theirs = await titles(other.page);
      assert.deepEqual(mine.slice(0, theirs.length), theirs);
      if (!reloaded && (await remoteStatus(me.page)) === 'MyTurn' && (await me.page.isEnabled('[data-testid=roll]'))) {
        // a copy that restores its saves from before a roll and reloads throws the same dice
        const saved = await me.page.evaluate(() => ({ ...localStorage }));
        await me.page.click('[data-testid=roll]');
        await eventually(async () => assert.equal(await me.page.locator('[data-die]').count(), 2));
        const dice = await me.page.$$eval('[data-die]', (d) => d.map((e) => e.dataset.die));
        await me.page.evaluate((s) => {
          localStorage.clear();
          for (const [k, v] of Object.entries(s)) localStorage.setItem(k, v);
        }, saved);
        await me.page.reload();
        await me.page.waitForSelector('[data-testid=remote-status]');
        assert.equal(await me.page.locator('[data-die]').count(), 0, 'back to before the roll');
        await me.page.click('[data-testid=roll]');
        await eventually(async () =>
          assert.deepEqual(await me.page.$$eval('[data-die]', (d) => d.map((e) => e.dataset.die)), dice),
        );
        reloaded = true;
      }
      await playMyTurn(me.page);
      assert.match(await remoteStatus(me.page), /^(Send|AskReveal)$/);
      assert.equal(await me.page.locator('g.field.movable').count(), 0, 'nothing to play on the friend\'s turn');
      link = await linkOf(me.page);
      [me, other] = [other, me];
    }
    assert.ok(reloaded, 'a roll was tried again after a reload');
    await openLink(me.page, link);
    assert.ok((await titles(me.page)).length >= 4, 'several rolls were played');
    await playMyTurn(me.page);
    await screenshot(me.page, 'play-by-link-turn', 'desktop');
    link = await linkOf(me.page);

    // a tampered link: one character of the sender's last revealed number changed
    const before = await titles(other.page);
    const sender = await me.page.getAttribute('[data-testid=remote-side]', 'data-side');
    const [head, rest] = link.split('&g=');
    const parts = head.split('.');
    const at = parts.length - (sender === 'white' ? 2 : 1);
    const [h, k, value] = parts[at].split('~');
    const flipped = value.slice(0, 5) + (value[5] === 'A' ? 'B' : 'A') + value.slice(6);
    parts[at] = [h, k, flipped].join('~');
    await openLink(other.page, `${parts.join('.')}&g=${rest}`);
    assert.match(
      await other.page.textContent('[data-testid=notice]'),
      /This link cannot be opened: .*does not match the commitment.*Your game is kept/,
    );
    assert.deepEqual(await titles(other.page), before, 'the game it had is kept');
    // the genuine link still opens afterwards
    await openLink(other.page, link);
    assert.doesNotMatch(await other.page.textContent('[data-testid=panel]'), /cannot be opened/);
    assert.deepEqual((await titles(other.page)).slice(0, before.length), before);
    assertNoProblems(a.problems);
    assertNoProblems(b.problems);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
