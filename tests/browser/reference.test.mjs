// The rule reference: the Rules button opens it with every section, it follows
// (and switches) the language, its diagrams are drawn by the board component
// with the fields of the example lit, a #rule-… link (a log line's) opens it at a section,
// Escape and the close button close it.
import assert from 'node:assert/strict';
import { mkdir } from 'node:fs/promises';
import { test } from 'node:test';
import {
  assertNoProblems,
  eventually,
  openApp,
  REDUCED_MOTION,
  useBrowser,
} from './helpers.mjs';
import { HIT_WINS_A_HOLE, reachHitThatWinsAHole } from './scenarios.mjs';

const browser = useBrowser();

const SECTIONS = [
  'rule-board',
  'rule-start',
  'rule-moving',
  'rule-coin-de-repos',
  'rule-passage',
  'rule-sortie',
  'rule-turn',
  'rule-points',
  'rule-jans',
  'rule-jans-rares',
  'rule-battre-a-vrai',
  'rule-battre-a-faux',
  'rule-battre-le-coin',
  'rule-impuissance',
  'rule-remplir',
  'rule-conserver',
  'rule-grande-bredouille',
  'rule-tenir',
  'rule-ecoles',
];

const sectionIds = (page) =>
  page.evaluate(() => [...document.querySelectorAll('[data-testid=reference] [data-section]')].map((s) => s.dataset.section));

// The panel is fixed over the page: a viewport screenshot shows what a person sees.
const shot = async (page, name, viewport) => {
  await mkdir(new URL('../../screenshots/', import.meta.url), { recursive: true });
  await page.screenshot({ path: new URL(`../../screenshots/${name}-${viewport}.png`, import.meta.url).pathname });
};

const litIn = (page, example) =>
  page.evaluate(
    (ex) =>
      [...document.querySelectorAll(`[data-example="${ex}"] g.field.lit`)].map((f) => Number(f.dataset.field)).sort((a, b) => a - b),
    example,
  );

for (const viewport of ['desktop', 'phone']) {
  test(`the rule reference opens, shows every section, switches to French and closes (${viewport})`, async () => {
    const { context, page, problems } = await openApp(browser, viewport, '?opponent=hotseat&seed=1');
    try {
      assert.equal((await page.textContent('[data-testid=rules]')).trim(), 'Rules');
      assert.equal(await page.locator('[data-testid=reference]').count(), 0);
      await page.click('[data-testid=rules]');
      await page.waitForSelector('[data-testid=reference]');
      assert.deepEqual(await sectionIds(page), SECTIONS);
      // each section is in the contents and has its id
      for (const id of SECTIONS) {
        assert.equal(await page.locator(`[data-toc="${id}"]`).count(), 1, id);
        assert.equal(await page.locator(`#${id}[data-section="${id}"]`).count(), 1, id);
      }
      assert.equal((await page.textContent('#reference-title')).trim(), 'Rules of the Grand Trictrac');
      // focus moves into the panel
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'reference-close');
      // the points table lists every jan
      assert.equal(await page.locator('#rule-jans tr[data-jan-row]').count(), 16);
      await shot(page, 'reference-en', viewport);

      // switch to French (the page's language menu): the open panel follows
      await page.selectOption('[data-testid=lang]', 'fr');
      await eventually(async () =>
        assert.equal((await page.textContent('#reference-title')).trim(), 'Règles du Grand Trictrac'),
      );
      assert.equal(await page.evaluate(() => document.documentElement.lang), 'fr');
      assert.match(await page.textContent('#rule-battre-a-vrai h3'), /^Battre à vrai$/);
      assert.match(await page.textContent('[data-example="battre-a-vrai"] figcaption'), /Trois moyens × 2 dans la table du grand jan = 6 points/);
      assert.deepEqual(await sectionIds(page), SECTIONS);

      // a diagram: the board component with the hitters and the target lit, three arrows
      await page.locator('[data-example="battre-a-vrai"]').scrollIntoViewIfNeeded();
      const diagram = page.locator('[data-example="battre-a-vrai"] svg.tablier');
      assert.ok(await diagram.isVisible());
      // the diagram is an illustration: its fields take no focus (inert), the caption describes it
      assert.ok(await page.locator('[data-example="battre-a-vrai"] .reference-board').evaluate((el) => el.inert));
      assert.deepEqual(await litIn(page, 'battre-a-vrai'), [8, 11, 12, 15]);
      assert.equal(await page.locator('[data-example="battre-a-vrai"] line.arrow').count(), 3);
      assert.equal(await page.locator('[data-example="battre-a-vrai"] [data-checker]').count(), 30);
      assert.match(await page.getAttribute('[data-example="battre-a-vrai"] [data-field="15"]', 'aria-label'), /^case 15 de Blanc/);
      // the filling example lights the petit jan's quarter
      assert.deepEqual(await litIn(page, 'remplir'), [1, 2, 3, 4, 5, 6]);
      await shot(page, 'reference-fr', viewport);
      await page.locator('#rule-battre-a-vrai').screenshot({ path: new URL(`../../screenshots/reference-section-${viewport}.png`, import.meta.url).pathname });

      // close: the panel goes, focus returns to the button, which is now French
      await page.click('[data-testid=reference-close]');
      await eventually(async () => assert.equal(await page.locator('[data-testid=reference]').count(), 0));
      assert.equal((await page.textContent('[data-testid=rules]')).trim(), 'Règles');
      assert.equal(await page.evaluate(() => document.activeElement?.dataset.testid), 'rules');
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });
}

test('a #rule-… link opens the reference at that section; Escape closes it', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', '?opponent=hotseat&seed=1');
  try {
    await page.evaluate(() => {
      location.hash = 'rule-impuissance';
    });
    await page.waitForSelector('[data-testid=reference]');
    await eventually(async () => {
      const inView = await page.evaluate(() => {
        const s = document.getElementById('rule-impuissance').getBoundingClientRect();
        return s.top >= 0 && s.top < window.innerHeight / 2;
      });
      assert.ok(inView, 'the section is scrolled into view');
    });
    // the impuissance example lights the jan de retour and the corner
    assert.deepEqual(await litIn(page, 'impuissance'), [12, 19, 20, 21, 22, 23, 24]);
    await page.keyboard.press('Escape');
    await eventually(async () => assert.equal(await page.locator('[data-testid=reference]').count(), 0));
    assert.ok(!(await page.evaluate(() => location.hash)).startsWith('#rule-'));
    // the same link again opens it again
    await page.evaluate(() => {
      location.hash = 'rule-battre-le-coin';
    });
    await page.waitForSelector('[data-testid=reference] #rule-battre-le-coin');
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});

test("a jan's log line links to its section of the reference", async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', HIT_WINS_A_HOLE, REDUCED_MOTION);
  try {
    await reachHitThatWinsAHole(page);
    const link = page.locator('.log-line[data-jan=battre_a_vrai][data-to=white] a.log-rule');
    assert.equal(await link.count(), 1);
    assert.equal((await link.textContent()).trim(), 'Rule');
    assert.equal(await link.getAttribute('href'), '#rule-battre-a-vrai');
    await link.click();
    await page.waitForSelector('[data-testid=reference] #rule-battre-a-vrai');
    await eventually(async () => {
      const top = await page.evaluate(() => document.getElementById('rule-battre-a-vrai').getBoundingClientRect().top);
      assert.ok(top >= 0 && top < 300, `the section is at the top (${top})`);
    });
    await page.click('[data-testid=reference-close]');
    await eventually(async () => assert.equal(await page.locator('[data-testid=reference]').count(), 0));
    assertNoProblems(problems);
  } finally {
    await context.close();
  }
});
