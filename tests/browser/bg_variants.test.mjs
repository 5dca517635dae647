// Every rule set of the home screen plays in the page: the bot against
// itself until the rule set's own rule shows in the log (a pin, a cascade,
// a complement, a chosen doublet, a capture for good, a hit, a game won),
// with no console error; and a person meets long nardy's head rule.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { eventually, openApp, useBrowser } from './helpers.mjs';
import { logLines, point, waitForStatus, openPanel } from './bg.mjs';

const browser = useBrowser();

const RULES = [
  ['backgammon', / — hits a blot/],
  ['nackgammon', / — hits a blot/],
  ['hypergammon', /wins/],
  ['hypergammon1', /wins/],
  ['plakoto', / — pins a checker/],
  ['portes', / — hits a blot/],
  ['fevga', /wins/],
  ['long-nardy', /wins/],
  ['gul-bara', /plays the cascade's next doublet/],
  ['russian', /plays the complement/],
  ['dutch', /bar\//],
  ['american', /wins/],
  ['acey-deucey', /names the doublet/],
  ['snake', /bar\//],
  ['jacquet', /wins/],
  ['matador', /names the doublet/],
  ['icelandic', / — captures a checker for good/],
  ['chase', / — captures a checker for good/],
];

for (const [slug, rule] of RULES) {
  test(`${slug}: the bot against itself until ${rule}`, async () => {
    const { context, page, problems } = await openApp(browser, 'desktop', `bg.html?seed=3&pace=fast#/${slug}`);
    try {
      assert.equal(await page.getAttribute('[data-testid=app]', 'data-game'), slug);
      await openPanel(page, 'options');
      await page.selectOption('select[data-option=opponent]', 'bots');
      await eventually(async () => assert.match((await logLines(page)).join('\n'), rule), { timeout: 90_000, interval: 250 });
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}

test('Tavli goes on from Portes to Plakoto', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?seed=5&pace=fast#/tavli');
  try {
    assert.equal(await page.getAttribute('[data-testid=app]', 'data-game'), 'portes');
    await openPanel(page, 'options');
    await page.selectOption('select[data-option=opponent]', 'bots');
    await eventually(async () => assert.equal(await page.getAttribute('[data-testid=app]', 'data-game'), 'plakoto'), { timeout: 90_000, interval: 250 });
    assert.match((await logLines(page)).join('\n'), /Game 2/);
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});

test('long nardy: one checker leaves the head a turn', async () => {
  // opening: White 3, Black 1; White rolls again: 5-3 (a forced play, with
  // forced plays left to the person: auto=off)
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1,5,3&seed=1&opponent=hotseat&auto=off#/long-nardy');
  try {
    await waitForStatus(page, /^White: roll/);
    await page.click('[data-action=roll]');
    await waitForStatus(page, /^White: pick a checker/);
    await page.click(point(24));
    await page.click(point(19));
    await page.click(point(24));
    await eventually(async () =>
      assert.match(await page.textContent('[data-testid=message]'), /only one checker leaves the head a turn/i));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
