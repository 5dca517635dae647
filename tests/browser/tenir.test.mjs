// After winning a hole on his own roll, the player chooses: tenir (play on with
// the checkers where they are) or s'en aller (a new relevé: checkers back to the
// talons, points wiped, and he plays first).
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  checkerCounts,
  eventually,
  logEntries,
  openApp,
  playTurn,
  REDUCED_MOTION,
  screenshot,
  status,
  targets,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';
import { HIT_WINS_A_HOLE, reachHitThatWinsAHole } from './scenarios.mjs';

const browser = useBrowser();

const pegs = (page) =>
  page.$$eval('[data-peg]', (ps) => Object.fromEntries(ps.map((p) => [p.dataset.peg, Number(p.dataset.holes)])));
const chips = (page) =>
  page.$$eval('[data-chip]', (cs) => Object.fromEntries(cs.map((c) => [c.dataset.chip, Number(c.dataset.points)])));

test('tenir: the choice closes, White keeps his 2 holes and plays his checkers', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', HIT_WINS_A_HOLE, REDUCED_MOTION);
  try {
    await reachHitThatWinsAHole(page);
    assert.ok(await page.isVisible('[data-testid=choice]'));
    assert.equal(await page.isDisabled('[data-testid=roll]'), true);
    assert.deepEqual(await pegs(page), { white: 2, black: 0 });
    assert.deepEqual(await chips(page), { white: 0, black: 0, bredouille: 0 }, '12 points: a hole and 0 left');
    await screenshot(page, 'choice', 'desktop');

    await page.click('[data-testid=tenir]');
    await waitForStatus(page, /^White: play your checkers$/);
    await page.waitForSelector('[data-testid=choice]', { state: 'detached' });
    assert.deepEqual(await pegs(page), { white: 2, black: 0 });
    assert.equal(await page.textContent('[data-score=white] [data-holes]'), '2');
    const lines = (await logEntries(page)).flatMap((e) => e.lines.map((l) => l.text));
    assert.ok(lines.includes('White holds (tenir)'), `"White holds (tenir)" in ${JSON.stringify(lines)}`);

    // the checkers stay where they were and White plays his 6-5: he takes his
    // rest corner naturally, 7→12 and 6→12
    assert.deepEqual(await checkerCounts(page), { white: { 1: 13, 6: 1, 7: 1 }, black: { 24: 13, 18: 1, 19: 1 } });
    await playTurn(page, [
      [7, 12],
      [6, 12],
    ]);
    await waitForStatus(page, /^Black: roll the dice$/);
    assert.deepEqual((await checkerCounts(page)).white, { 1: 13, 12: 2 });
    assert.deepEqual(await targets(page), []);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test("s'en aller: a new relevé, checkers back on the talons, chips at 0, White to roll", async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', HIT_WINS_A_HOLE, REDUCED_MOTION);
  try {
    await reachHitThatWinsAHole(page);
    const entriesBefore = (await logEntries(page)).length;

    await page.click('[data-testid=s-en-aller]');
    await waitForStatus(page, /^White: roll the dice$/);
    await page.waitForSelector('[data-testid=choice]', { state: 'detached' });
    await eventually(async () =>
      assert.deepEqual(await checkerCounts(page), { white: { 1: 15 }, black: { 24: 15 } }),
    );
    assert.deepEqual(await chips(page), { white: 0, black: 0, bredouille: 0 });
    assert.deepEqual(await pegs(page), { white: 2, black: 0 }, 'the holes stay');
    assert.equal(await page.isDisabled('[data-testid=roll]'), false, 'White may roll');
    assert.equal(await page.locator('[data-testid=dice] .die').count(), 0, 'no dice shown');

    const log = await logEntries(page);
    assert.ok(log.length > entriesBefore, 'a new log entry');
    const last = log.at(-1);
    assert.equal(last.title, "New relevé after s'en aller — White plays first");
    assert.equal(last.side, 'white');
    const lines = log.flatMap((e) => e.lines.map((l) => l.text));
    assert.ok(lines.includes("White goes (s'en aller)"), `"White goes (s'en aller)" in ${JSON.stringify(lines)}`);
    await screenshot(page, 'releve', 'desktop');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
