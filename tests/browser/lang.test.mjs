// The language menu switches the interface to French and back; ?lang=fr opens in French.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  assertNoProblems,
  eventually,
  logEntries,
  openApp,
  REDUCED_MOTION,
  rollDice,
  screenshot,
  status,
  useBrowser,
  waitForStatus,
} from './helpers.mjs';

const browser = useBrowser();

const text = async (page, sel) => (await page.textContent(sel)).trim();

test('the language menu switches the status, buttons and log to French and back', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?dice=5,2,6,5&opponent=hotseat&seed=1', REDUCED_MOTION);
  try {
    assert.equal(await status(page), 'White: roll the dice');
    assert.equal(await page.inputValue('[data-testid=lang]'), 'en');
    assert.equal(await text(page, '[data-testid=roll]'), 'Roll the dice');

    await page.selectOption('[data-testid=lang]', 'fr');
    await waitForStatus(page, /lancez les dés/);
    assert.equal(await status(page), 'Blanc\u00a0: lancez les dés');
    // the page's language follows, for screen readers, and so do the board's labels
    assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
    assert.match(await page.getAttribute('[data-field="1"]', 'aria-label'), /^case 1 de Blanc, case 24 de Noir, talon de Blanc : 15 dames blanches$/);
    assert.equal(await page.inputValue('[data-testid=lang]'), 'fr');
    assert.equal(await text(page, '[data-testid=roll]'), 'Lancer les dés');
    assert.equal(await text(page, '[data-testid=confirm]'), 'Valider');
    assert.equal(await text(page, '[data-testid=options] summary'), 'Nouvelle partie et options');
    assert.equal((await logEntries(page))[0].title, 'Primauté\u00a0: Blanc 5, Noir 2 — Blanc joue le premier');

    // playing in French: the roll is announced in French
    await rollDice(page);
    assert.equal(await status(page), 'Blanc\u00a0: jouez vos dames');
    assert.equal((await logEntries(page)).at(-1).title, 'Blanc amène 6 et 5');
    await screenshot(page, 'lang-fr', 'desktop');

    await page.selectOption('[data-testid=lang]', 'en');
    await waitForStatus(page, /^White: play your checkers$/);
    assert.equal(await page.inputValue('[data-testid=lang]'), 'en');
    assert.equal((await logEntries(page)).at(-1).title, 'White rolls 6 and 5');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test('?lang=fr opens in French, and a refused move is explained in French', async () => {
  const { context, page, problems } = await openApp(browser, 'phone', '?dice=5,2,6,5&opponent=hotseat&seed=1&lang=fr', REDUCED_MOTION);
  try {
    assert.equal(await status(page), 'Blanc\u00a0: lancez les dés');
    await rollDice(page);
    await page.click('g.field[data-field="1"]');
    await page.click('g.field[data-field="4"]');
    await eventually(async () =>
      assert.match(await text(page, '[data-testid=message]'), /ce n'est ni un nombre du coup restant à jouer ni leur somme/),
    );
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
