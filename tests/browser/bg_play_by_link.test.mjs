// Backgammon played with a friend by link, with two browser contexts (two
// players, each with his own localStorage): A starts a game by link, B opens
// A's link and plays Black; they pass links back and forth, taking the dice
// as they come, one double answered by link. Both copies show the same dice
// (the same log); the friend's turn reads as waiting for his link; a
// tampered link is refused with a notice that stays, and the game is kept.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, eventually, openApp, REDUCED_MOTION, screenshot, useBrowser } from './helpers.mjs';
import { act, logLines, playAnyTurn, status } from './bg.mjs';

const browser = useBrowser();

const remoteStatus = (page) => page.getAttribute('[data-testid=remote-status]', 'data-status');
const linkOf = (page) => page.inputValue('[data-testid=remote-link]');
const visible = (page, action) => page.isVisible(`[data-action="${action}"]`);

/** Opens `link` in the page's context (a fresh load, as a link clicked in a mail). */
async function openLink(page, link) {
  await page.goto('about:blank');
  await page.goto(link);
  await page.waitForSelector('[data-testid=remote-status]', { timeout: 15_000 });
}

/** Plays this copy's turn as it comes (the opening roll is thrown by itself):
 * roll, or double once when `double.left` and the cube may be turned, take a
 * double, any legal play, the next game; until the copy has to send its link.
 * Returns what it did. */
async function playMyTurn(page, double) {
  const did = [];
  for (let step = 0; step < 40; step += 1) {
    // the opening roll and forced plays are made after a short wait
    const state = await eventually(async () => {
      const s = await remoteStatus(page);
      const ready =
        s !== 'MyTurn' ||
        (await visible(page, 'roll')) ||
        (await visible(page, 'take')) ||
        (await visible(page, 'next-game')) ||
        (await visible(page, 'confirm'));
      assert.ok(ready, `something to do (${s}, ${await status(page)})`);
      return s;
    }, { timeout: 5000 });
    if (state !== 'MyTurn') return did;
    if (await visible(page, 'take')) {
      await act(page, 'take');
      did.push('take');
    } else if (await visible(page, 'next-game')) {
      await act(page, 'next-game');
      did.push('next-game');
    } else if (double.left && (await visible(page, 'double'))) {
      await act(page, 'double');
      double.left = false;
      did.push('double');
    } else if (await visible(page, 'roll')) {
      // a roll with no cube action is made for the person after a short
      // wait: the button may be gone by the time it is clicked
      const clicked = await page
        .click('[data-action="roll"]', { timeout: 1500 })
        .then(() => true, () => false);
      did.push(clicked ? 'roll' : 'auto-roll');
    } else {
      await playAnyTurn(page);
      did.push('play');
    }
    await page.waitForTimeout(50);
  }
  assert.fail('the turn did not end');
}

test('two players play backgammon by link: sides, turns, a double, the same dice, a tampered link', async () => {
  const a = await openApp(browser, 'desktop', 'bg.html#/backgammon', REDUCED_MOTION);
  const b = await openApp(browser, 'desktop', 'bg.html#/backgammon', REDUCED_MOTION);
  try {
    // A starts: he plays White and waits for his friend to join
    await a.page.click('[data-testid=remote-start]');
    assert.match(await a.page.textContent('[data-testid=remote-side]'), /You play White/);
    assert.equal(await remoteStatus(a.page), 'WaitingJoin');
    const first = await linkOf(a.page);
    assert.match(first, /bg\.html#\/backgammon\/r=1\.[A-Za-z0-9_-]+\.w\./);

    // B opens it: he plays Black, cannot play, and sends his link back
    await openLink(b.page, first);
    assert.match(await b.page.textContent('[data-testid=remote-side]'), /You play Black/);
    assert.equal(await remoteStatus(b.page), 'Send');
    assert.equal(await b.page.locator('.bg-board g.point.movable').count(), 0);
    let link = await linkOf(b.page);

    // links back and forth; each copy plays when it is its turn
    let [me, other] = [a, b];
    const double = { left: true };
    const done = [];
    for (let n = 0; n < 8; n += 1) {
      await openLink(me.page, link);
      assert.equal(await me.page.locator('[data-testid=notice]').count(), 0, 'no refusal');
      // both copies show the same dice and plays: the same log, so far as the friend's goes
      const mine = await logLines(me.page);
      const theirs = await logLines(other.page);
      assert.deepEqual(mine.slice(0, theirs.length), theirs);
      const did = await playMyTurn(me.page, double);
      done.push(...did);
      assert.match(await remoteStatus(me.page), /^(Send|AskReveal)$/);
      assert.equal(await me.page.locator('.bg-board g.point.movable').count(), 0, 'nothing to play on the friend\'s turn');
      assert.match(await status(me.page), /^(White|Black) is to play: waiting for his link$/);
      if (did.includes('double')) {
        await screenshot(me.page, 'bg-play-by-link-double', 'desktop');
      }
      link = await linkOf(me.page);
      [me, other] = [other, me];
    }
    assert.ok(done.filter((d) => d === 'play').length >= 4, `several turns were played: ${done}`);
    assert.ok(done.includes('double') && done.includes('take'), `a double was offered and taken by link: ${done}`);
    // the friend's copy has every die the sender threw
    await openLink(me.page, link);
    assert.deepEqual(await logLines(me.page), await logLines(other.page));
    await screenshot(me.page, 'bg-play-by-link-turn', 'desktop');
    await playMyTurn(me.page, double);
    link = await linkOf(me.page);

    // a tampered link: one character of the sender's last revealed number changed
    const before = await logLines(other.page);
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
    assert.deepEqual(await logLines(other.page), before, 'the game it had is kept');
    await screenshot(other.page, 'bg-play-by-link-refused', 'desktop');
    // the genuine link still opens afterwards
    await openLink(other.page, link);
    assert.equal(await other.page.locator('[data-testid=notice]').count(), 0);
    assert.deepEqual((await logLines(other.page)).slice(0, before.length), before);
    assertNoProblems(a.problems);
    assertNoProblems(b.problems);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});

test('Tavli by link: its links are #/tavli/…, the opening waits for the friend, both copies play the same game', async () => {
  const a = await openApp(browser, 'phone', 'bg.html#/tavli', REDUCED_MOTION);
  const b = await openApp(browser, 'phone', 'bg.html#/tavli', REDUCED_MOTION);
  try {
    await a.page.click('[data-testid=remote-start]');
    assert.match(await status(a.page), /^Opening roll: waiting for your friend's link/);
    const first = await linkOf(a.page);
    assert.match(first, /bg\.html#\/tavli\/r=1\./);
    await openLink(b.page, first);
    assert.equal(await b.page.getAttribute('[data-testid=app]', 'data-game'), 'portes');
    assert.match(await status(b.page), /^Opening roll: waiting for your friend's link/);
    let link = await linkOf(b.page);
    let [me, other] = [a, b];
    const none = { left: false };
    for (let n = 0; n < 4; n += 1) {
      await openLink(me.page, link);
      assert.equal(await me.page.locator('[data-testid=notice]').count(), 0, 'no refusal');
      await playMyTurn(me.page, none);
      assert.match(await status(me.page), /is to play: waiting for his link$/);
      link = await linkOf(me.page);
      assert.match(link, /#\/tavli\/r=/);
      [me, other] = [other, me];
    }
    await openLink(me.page, link);
    assert.ok((await logLines(me.page)).length >= 4, 'the opening and several plays');
    assert.deepEqual(await logLines(me.page), await logLines(other.page));
    await screenshot(me.page, 'bg-play-by-link-tavli', 'phone');
    assertNoProblems(a.problems);
    assertNoProblems(b.problems);
  } finally {
    await a.context.close();
    await b.context.close();
  }
});
