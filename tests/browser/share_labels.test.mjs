// Every field of the Share panels has a name a screen reader says (the
// backgammon family's IDs, XGID, links and notation; the Grand Trictrac's
// links and texts), and each copy button names what it copies.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { openApp, useBrowser } from './helpers.mjs';

const browser = useBrowser();

/** Each field in `root` with the name it is given (empty when it has none). */
function names(page) {
  return page.$$eval('[data-testid=share] input, [data-testid=share] textarea', (els) =>
    els.map((e) => {
      const by = e.getAttribute('aria-labelledby');
      const name = by
        ? by.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ')
        : e.getAttribute('aria-label') ?? [...(e.labels ?? [])].map((l) => l.textContent).join(' ');
      return [e.dataset.share ?? e.dataset.testid, name.trim()];
    }));
}

for (const [game, path] of [['backgammon', 'bg.html?seed=1#/backgammon'], ['trictrac', '?seed=1#/trictrac']]) {
  test(`the Share fields are named (${game})`, async () => {
    const { context, page, problems } = await openApp(browser, 'desktop', path);
    try {
      await page.click('[data-testid=share] summary');
      const fields = await names(page);
      assert.ok(fields.length >= 3, `fields: ${JSON.stringify(fields)}`);
      for (const [id, name] of fields) {
        assert.ok(name.length > 0, `${id} has no name`);
      }
      if (game === 'backgammon') {
        const position = fields.find(([id]) => id === 'position-id');
        assert.equal(position?.[1], 'Position ID');
        assert.equal(await page.getAttribute('[data-copy=xgid]', 'aria-label'), 'Copy XGID');
      }
      assert.deepEqual(problems, []);
    } finally {
      await context.close();
    }
  });
}
