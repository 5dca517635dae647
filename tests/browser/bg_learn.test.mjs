// Learn: backgammon's course is listed at #/backgammon/learn; a lesson is
// played on its own board to its end (a legal play that misses the goal is
// explained and taken back, a refused move is said with the rule, the
// opponent's scripted reply is played, the stars are given), the progress
// is kept across a reload, and the session's game is left as it was.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { point } from './bg.mjs';

const browser = useBrowser();
const lessonPoint = (n) => `[data-testid=lesson] ${point(n)}`;
const feedback = (page) => page.textContent('[data-testid=lesson-feedback]');

/** White's checkers on a point of the lesson's board. */
const lessonCheckers = (page, at) =>
  page.$$eval(`[data-testid=lesson] .bg-board g[data-checker=white][data-at="${at}"]`, (els) => els.length);

async function move(page, from, to) {
  await page.click(lessonPoint(from));
  await page.click(lessonPoint(to));
}

test('a lesson is played to its end, with a wrong play explained, and kept', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?seed=1#/backgammon/learn');
  try {
    await page.waitForSelector('[data-testid=learn-list]');
    assert.ok((await page.locator('[data-lesson]').count()) >= 9);
    assert.match(await page.textContent('[data-testid=learn-count]'), /^0 of \d+ lessons done$/);
    // the session's board is not shown meanwhile
    assert.equal(await page.isVisible('.layout:not(.bg-lesson .layout)'), false);
    await page.click('[data-lesson=move-each-die] a');
    await page.waitForSelector('[data-testid=lesson-goal]');
    assert.match(await page.textContent('[data-testid=lesson-goal]'), /With 3-1, make your 5-point/);
    // a legal play that makes no point: said, and taken back
    await move(page, 24, 21);
    await move(page, 24, 23);
    await eventually(async () => assert.match(await feedback(page), /it makes no point/));
    await eventually(async () => assert.equal(await lessonCheckers(page, '24'), 2));
    // a move the rules refuse: Black holds the 12-point
    await page.click(lessonPoint(13));
    await page.click(lessonPoint(12));
    await eventually(async () => assert.equal(await feedback(page), 'Two or more opposing checkers hold that point.'));
    // the play asked for
    await move(page, 8, 5);
    await move(page, 6, 5);
    await eventually(async () => assert.equal(await lessonCheckers(page, '5'), 2));
    await eventually(async () => assert.match(await feedback(page), /^Right! Well done: two checkers stand on your 5-point/));
    // the opponent replies, then the second step's dice are thrown
    await eventually(async () => assert.equal(await page.textContent('[data-testid=lesson-step]'), 'Step 2 of 2'), { timeout: 6000 });
    await eventually(async () => assert.equal(await page.getAttribute('[data-testid=lesson]', 'data-stage'), 'play'));
    // the keyboard goes on with the step: a checker of the lesson's board that can move
    await eventually(async () => assert.equal(await page.evaluate(() =>
      !!document.activeElement?.closest('[data-testid=lesson] .bg-board') && document.activeElement.classList.contains('movable')), true));
    await move(page, 24, 18);
    await move(page, 18, 13);
    await page.waitForSelector('[data-testid=lesson-done]');
    // one wrong play: two stars
    assert.equal(await page.getAttribute('[data-testid=lesson-done]', 'data-stars'), '2');
    assert.match(await page.textContent('[data-testid=lesson-done]'), /2 stars of 3/);
    assert.equal(await page.getAttribute('[data-action=next-lesson]', 'href'), '#/backgammon/learn/closed-point');
    await eventually(async () => assert.equal(await page.evaluate(() => document.activeElement?.dataset.action), 'next-lesson'));
    // kept across a reload
    await page.goto(page.url().replace(/#.*$/, '#/backgammon/learn'));
    await page.reload();
    await page.waitForSelector('[data-testid=learn-list]');
    assert.equal(await page.getAttribute('[data-lesson=move-each-die]', 'data-lesson-done'), 'true');
    assert.match(await page.textContent('[data-testid=learn-count]'), /^1 of \d+ lessons done$/);
    // back to the game: its board again
    await page.click('[data-testid=learn-back]');
    await page.waitForSelector('[data-testid=learn]', { state: 'detached' });
    assert.equal(await page.isVisible('[data-testid=board]'), true);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('a dance is said with its button; a lesson not in the course is said on the list', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?lang=fr#/backgammon/learn/dance');
  try {
    await page.waitForSelector('[data-testid=lesson-goal]');
    // the danced roll is still drawn
    assert.deepEqual(await page.$$eval('[data-testid=lesson] [data-die]', (els) => els.map((e) => e.dataset.die)), ['6', '6']);
    await page.click('[data-action=dance]');
    await eventually(async () => assert.match(await feedback(page), /^Bien joué/));
    await eventually(async () => assert.equal(await page.textContent('[data-testid=lesson-step]'), 'Étape 2 sur 2'), { timeout: 6000 });
    // now a die enters: "I cannot move" is wrong, and said
    await page.click('[data-action=dance]');
    await eventually(async () => assert.doesNotMatch(await feedback(page), /^Bien joué/));
    await page.goto(page.url().replace(/#.*$/, '#/backgammon/learn/no-such-lesson'));
    await page.waitForSelector('[data-testid=lesson-missing]');
    assert.match(await page.textContent('[data-testid=lesson-missing]'), /no-such-lesson/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('an unreadable progress is said, kept aside, and the course starts afresh', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html#/backgammon');
  try {
    await page.evaluate(() => localStorage.setItem('tables.learn.backgammon', '1:hit-blot*9'));
    await page.goto(page.url().replace(/#.*$/, '#/backgammon/learn'));
    await page.reload();
    await page.waitForSelector('[data-testid=learn-progress-unreadable]');
    assert.match(await page.textContent('[data-testid=learn-progress-unreadable]'), /entry 1 does not give 1 to 3 stars/);
    assert.equal(await page.evaluate(() => localStorage.getItem('tables.learn.backgammon.unreadable')), '1:hit-blot*9');
    assert.match(await page.textContent('[data-testid=learn-count]'), /^0 of/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('the home screen shows a beginner where backgammon is taught', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?lang=ru#/');
  try {
    await page.waitForSelector('[data-testid=home-learn]');
    assert.match(await page.textContent('[data-testid=home-learn]'), /короткие нарды/);
    await page.click('[data-testid=home-learn]');
    await page.waitForSelector('[data-testid=learn-list]');
    assert.ok((await page.locator('[data-lesson]').count()) >= 9);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('leaving a lesson while the reply is coming leaves no error', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html#/backgammon/learn/move-each-die');
  try {
    await page.waitForSelector('[data-testid=lesson-goal]');
    await move(page, 8, 5);
    await move(page, 6, 5);
    await eventually(async () => assert.equal(await page.getAttribute('[data-testid=lesson]', 'data-stage'), 'step-done'));
    await page.click('[data-testid=lesson-back]');
    await page.waitForSelector('[data-testid=learn-list]');
    await page.waitForTimeout(1600);
    assert.equal(await page.getAttribute('[data-lesson=move-each-die]', 'data-lesson-done'), null);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
