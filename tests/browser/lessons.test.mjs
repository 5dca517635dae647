// Guided lessons: the Lessons button opens the list; a lesson answered wrong
// says "try again", answered right says so, explains and marks it done; two
// wrong tries show the answer with the jans lit; a lesson may ask which play
// is legal instead, or the holes, or what holding keeps and going loses;
// progress survives a reload and a corrupt saved value starts empty.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, eventually, openApp, useBrowser } from './helpers.mjs';

const browser = useBrowser();

const lit = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid=lesson] g.field.lit')].map((f) => Number(f.dataset.field)));

test('a lesson answered wrong then right is marked done and stays done after a reload', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?opponent=hotseat&seed=1');
  try {
    await page.click('[data-testid=lessons]');
    await page.waitForSelector('[data-testid=lessons-list]');
    const n = await page.locator('[data-testid=lessons-list] [data-lesson]').count();
    assert.ok(n >= 12, `${n} lessons`);
    assert.equal(await page.textContent('[data-testid=lessons-count]'), `0/${n}`);
    const first = page.locator('[data-testid=lessons-list] [data-lesson]').first();
    const id = await first.getAttribute('data-lesson');
    assert.equal(await first.getAttribute('data-done'), 'false');
    await first.click();

    await page.waitForSelector(`[data-testid=lesson][data-lesson="${id}"]`);
    assert.equal(await page.locator('[data-testid=lesson] .tablier').count(), 1);
    assert.equal(await page.locator('[data-testid=lesson] [data-die]').count(), 2);
    assert.deepEqual(await lit(page), []);
    // wrong: try again, nothing revealed
    await page.click('[data-testid=lesson] [data-answer="2"]');
    await page.waitForSelector('[data-feedback=wrong]');
    assert.match(await page.textContent('[data-testid=lesson-feedback]'), /try again/i);
    assert.equal(await page.locator('[data-testid=lesson-explanation]').count(), 0);
    // right, typed in the field
    await page.fill('[data-testid=lesson-input]', '8');
    await page.click('[data-testid=lesson-check]');
    await page.waitForSelector('[data-feedback=right]');
    assert.match(await page.textContent('[data-testid=lesson-feedback]'), /right!/i);
    assert.match(await page.textContent('[data-testid=lesson-explanation]'), /8 points/);
    assert.ok((await lit(page)).includes(3), 'the target is lit');

    await page.click('[data-testid=lesson-back]');
    await page.waitForSelector('[data-testid=lessons-list]');
    assert.equal(await page.getAttribute(`[data-testid=lessons-list] [data-lesson="${id}"]`, 'data-done'), 'true');
    assert.equal(await page.textContent('[data-testid=lessons-count]'), `1/${n}`);
    assert.equal(await page.evaluate(() => localStorage.getItem('trictrac.lessons')), `1:${id}`);

    // Escape closes; after a reload the lesson is still done
    await page.keyboard.press('Escape');
    await eventually(async () => assert.equal(await page.locator('[data-testid=lessons-panel]').count(), 0));
    await page.reload();
    await page.waitForSelector('[data-testid=app]');
    await page.click('[data-testid=lessons]');
    await page.waitForSelector('[data-testid=lessons-list]');
    assert.equal(await page.getAttribute(`[data-testid=lessons-list] [data-lesson="${id}"]`, 'data-done'), 'true');
    assert.equal(await page.textContent('[data-testid=lessons-count]'), `1/${n}`);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('two wrong tries show the answer with the jans lit; a corrupt progress starts empty', async () => {
  const { context, page, problems } = await openApp(browser, 'phone', '?opponent=hotseat&seed=1&lang=fr');
  try {
    await page.evaluate(() => localStorage.setItem('trictrac.lessons', '{garbage,,1:'));
    await page.reload();
    await page.waitForSelector('[data-testid=app]');
    await page.click('[data-testid=lessons]');
    await page.waitForSelector('[data-testid=lessons-list]');
    const n = await page.locator('[data-testid=lessons-list] [data-lesson]').count();
    assert.equal(await page.textContent('[data-testid=lessons-count]'), `0/${n}`);
    await page.click('[data-testid=lessons-list] [data-lesson="hit-grand-jan"]');
    await page.waitForSelector('[data-testid=lesson][data-lesson="hit-grand-jan"]');
    await page.click('[data-testid=lesson] [data-answer="2"]');
    await page.waitForSelector('[data-feedback=wrong]');
    assert.match(await page.textContent('[data-testid=lesson-feedback]'), /essayez encore/);
    await page.click('[data-testid=lesson] [data-answer="4"]');
    await page.waitForSelector('[data-feedback=shown]');
    assert.match(await page.textContent('[data-testid=lesson-feedback]'), /La réponse est 6/);
    const fields = await lit(page);
    for (const f of [9, 11, 12, 14]) assert.ok(fields.includes(f), `field ${f} lit: ${fields}`);
    // not done until found
    await page.click('[data-testid=lesson] [data-answer="6"]');
    await page.waitForSelector('[data-feedback=right]');
    await page.click('[data-testid=lesson-back]');
    assert.equal(await page.textContent('[data-testid=lessons-count]'), `1/${n}`);

    // a "which play is legal" lesson: the plays are offered as buttons
    await page.click('[data-testid=lessons-list] [data-lesson="coin-par-puissance"]');
    await page.waitForSelector('[data-testid=lesson][data-lesson="coin-par-puissance"]');
    assert.equal(await page.locator('[data-testid=lesson] .lesson-play').count(), 3);
    await page.click('[data-testid=lesson] [data-answer="0"]');
    await page.waitForSelector('[data-feedback=wrong]');
    await page.click('[data-testid=lesson] [data-answer="1"]');
    await page.waitForSelector('[data-feedback=right]');
    const play = await lit(page);
    for (const f of [7, 8, 12]) assert.ok(play.includes(f), `field ${f} lit: ${play}`);
    await page.click('[data-testid=lesson-back]');
    assert.equal(await page.textContent('[data-testid=lessons-count]'), `2/${n}`);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('a holes lesson offers holes, a s\'en aller lesson the points lost', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?opponent=hotseat&seed=1');
  try {
    await page.click('[data-testid=lessons]');
    await page.waitForSelector('[data-testid=lessons-list]');
    await page.click('[data-testid=lessons-list] [data-lesson="bredouille"]');
    await page.waitForSelector('[data-testid=lesson][data-lesson="bredouille"]');
    assert.match(await page.textContent('[data-testid=lesson] .lesson-question'), /how many holes/i);
    const offered = await page.locator('[data-testid=lesson] .lesson-choice').evaluateAll((bs) => bs.map((b) => b.dataset.answer));
    assert.deepEqual(offered, ['0', '1', '2', '3']);
    await page.click('[data-testid=lesson] [data-answer="1"]');
    await page.waitForSelector('[data-feedback=wrong]');
    await page.click('[data-testid=lesson] [data-answer="2"]');
    await page.waitForSelector('[data-feedback=right]');
    assert.match(await page.textContent('[data-testid=lesson-explanation]'), /2 holes/);
    assert.ok((await lit(page)).includes(15), 'the hit checker is lit');

    await page.click('[data-testid=lesson-back]');
    await page.click('[data-testid=lessons-list] [data-lesson="s-en-aller"]');
    await page.waitForSelector('[data-testid=lesson][data-lesson="s-en-aller"]');
    assert.match(await page.textContent('[data-testid=lesson] .lesson-question'), /goes \(s'en aller\)/);
    await page.fill('[data-testid=lesson-input]', '4');
    await page.click('[data-testid=lesson-check]');
    await page.waitForSelector('[data-feedback=right]');
    assert.match(await page.textContent('[data-testid=lesson-explanation]'), /4 points/);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
