// A jan in the log with its explanation; hovering or focusing the jan's line
// lights up its fields and draws its arrow on the board.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  eventually,
  litFields,
  logEntries,
  openApp,
  REDUCED_MOTION,
  screenshot,
  useBrowser,
} from './helpers.mjs';
import { HIT_WINS_A_HOLE, reachHitThatWinsAHole } from './scenarios.mjs';

const browser = useBrowser();

test('battre à vrai: the jan is logged with its explanation and lights up the board on hover and focus', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', HIT_WINS_A_HOLE, REDUCED_MOTION);
  try {
    await reachHitThatWinsAHole(page);

    const third = (await logEntries(page)).find((e) => e.title === 'White rolls 6 and 5' && e.lines.some((l) => l.kind === 'jan'));
    assert.ok(third, 'the third roll has jans');
    const jan = third.lines.find((l) => l.jan === 'battre_a_vrai');
    assert.ok(jan, `a battre_a_vrai line in ${JSON.stringify(third.lines)}`);
    assert.equal(jan.to, 'white');
    assert.match(jan.text, /^battre à vrai/);
    assert.match(jan.text, /White 1 × 2 = 2$/);
    assert.match(jan.detail, /White can reach Black's lone checker on field 18 with 11/);
    const score = third.lines.find((l) => l.kind === 'score' && l.to === 'white');
    assert.ok(score, 'White marks');
    assert.match(score.text, /2 holes \(bredouille\)/);

    const line = page.locator('.log-line[data-jan=battre_a_vrai][data-to=white]');
    assert.equal(await line.count(), 1);
    assert.deepEqual(await litFields(page), [], 'nothing lit before hovering');
    assert.equal(await page.locator('line.arrow').count(), 0);

    // hover: the hitter on 7, its resting place 13 (7 + 6; White's empty corner 12 is
    // no passage for one checker) and Black's lone checker on 18, with one arrow 7→18
    await line.hover();
    await eventually(async () => assert.deepEqual(await litFields(page), [7, 13, 18]));
    assert.equal(await page.locator('line.arrow').count(), 1);
    const ends = await page.evaluate(() => {
      const a = document.querySelector('line.arrow');
      const within = (n, x, y) => {
        const b = document.querySelector(`g.field[data-field="${n}"] .field-hit`).getBBox();
        return x >= b.x && x <= b.x + b.width && y >= b.y && y <= b.y + b.height;
      };
      const [x1, y1, x2, y2] = ['x1', 'y1', 'x2', 'y2'].map((k) => Number(a.getAttribute(k)));
      return { from7: within(7, x1, y1), to18: within(18, x2, y2) };
    });
    assert.deepEqual(ends, { from7: true, to18: true }, 'the arrow goes from field 7 to field 18');
    await screenshot(page, 'jan-hover', 'desktop');

    // leaving the line clears the highlight
    await page.mouse.move(1, 1);
    await eventually(async () => assert.deepEqual(await litFields(page), []));
    assert.equal(await page.locator('line.arrow').count(), 0);

    // keyboard focus does the same
    await line.focus();
    await eventually(async () => assert.deepEqual(await litFields(page), [7, 13, 18]));
    assert.equal(await page.locator('line.arrow').count(), 1);
    await page.evaluate(() => document.activeElement.blur());
    await eventually(async () => assert.deepEqual(await litFields(page), []));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
