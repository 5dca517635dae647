// The small texts: plurals, French spacing before colons, the holes won said
// with their number, a legend (tooltip) for the chips, pegs, pavillon and the
// bredouille mark, one language per button label, the hint's expectation in
// words, and no empty table header.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { assertNoProblems, eventually, logEntries, openApp, REDUCED_MOTION, rollDice, useBrowser, waitForStatus } from './helpers.mjs';
import { HIT_WINS_A_HOLE, reachHitThatWinsAHole } from './scenarios.mjs';

const browser = useBrowser();

test('the board pieces and the bredouille mark explain themselves; plurals are right', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', HIT_WINS_A_HOLE, REDUCED_MOTION);
  try {
    const titles = await page.evaluate(() => ({
      chip: document.querySelector('.tablier [data-chip=white] title')?.textContent,
      bredouille: document.querySelector('.tablier [data-chip=bredouille] title')?.textContent,
      peg: document.querySelector('.tablier [data-peg=white] title')?.textContent,
      pavillon: document.querySelector('.tablier [data-pavillon] title')?.textContent,
    }));
    assert.match(titles.chip ?? '', /^White's chip: 10 points — a chip counts points along the band: 12 points make a hole$/);
    assert.match(titles.bredouille ?? '', /the bredouille chip: .*next hole counts double/);
    assert.match(titles.peg ?? '', /^White's peg: 0 holes — a peg counts holes: 12 holes win the partie$/);
    assert.match(titles.pavillon ?? '', /— the pavillon: /);
    // White has 10 points, all his: the bredouille mark says what it means
    assert.match(await page.getAttribute('[data-testid=bredouille-mark]', 'title'), /^bredouille: he has scored every point/);
    // no empty table header (axe: empty-table-header)
    const empty = await page.evaluate(() => [...document.querySelectorAll('th')].filter((th) => th.textContent.trim() === '').length);
    assert.equal(empty, 0);

    await reachHitThatWinsAHole(page);
    // 2 holes (bredouille) won on his own roll, said with their number
    assert.equal((await page.textContent('#choice-title')).trim(), 'You won 2 holes on your own roll.');
    assert.equal((await page.textContent('[data-testid=tenir]')).trim(), 'Stay: keep your points, play on');
    assert.equal(await page.getAttribute('[data-peg=white]', 'aria-label'), "White's peg: 2 holes");
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('French: a space before each colon, one language per button, the hint in words', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5&opponent=hotseat&seed=1&lang=fr', REDUCED_MOTION);
  try {
    assert.equal((await page.textContent('[data-testid=roll]')).trim(), 'Lancer les dés');
    const primacy = (await logEntries(page))[0].title;
    assert.equal(primacy, 'Primauté\u00a0: Blanc 5, Noir 2 — Blanc joue le premier');
    await rollDice(page);
    await waitForStatus(page, /^Blanc\u00a0: jouez vos dames$/);
    await page.click('[data-testid=hint]');
    // the hint is thought out after the click has painted "thinking"
    const hint = await eventually(async () => {
      const h = await page.textContent('[data-testid=hint-text]');
      assert.notEqual(h.trim(), '');
      return h;
    });
    assert.match(hint, /^Le robot fort jouerait 1→\d+, 1→\d+ \(points attendus pour Blanc\u00a0: [+-]\d+,?\.?\d, (environ \d+ points? (d'avance|de retard)|à peu près à égalité)\)$/);
    // every French text in the panel puts a space before its colons
    const tight = await page.evaluate(() =>
      [...document.querySelectorAll('.panel, .log')].flatMap((e) => e.innerText.split('\n')).filter((l) => /\S:/.test(l) && !/\d:\d/.test(l)),
    );
    assert.deepEqual(tight, []);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('English: the hint says the expectation in words', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5&opponent=hotseat&seed=1', REDUCED_MOTION);
  try {
    await rollDice(page);
    await page.click('[data-testid=hint]');
    const hint = await eventually(async () => {
      const h = await page.textContent('[data-testid=hint-text]');
      assert.notEqual(h.trim(), '');
      return h;
    });
    assert.match(hint, /, (about \d+ points? (ahead|behind)|about even)\)$/);
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
