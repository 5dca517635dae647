// Sharing a backgammon position: the share panel shows gnubg's Position ID
// and Match ID and the XGID; pasting either opens that position; a link to
// the position opens it; what cannot be read is said, and the game stays.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { APP_URL, eventually, openApp, useBrowser } from './helpers.mjs';
import { counts, openPanel } from './bg.mjs';

const browser = useBrowser();
const BAR = '2zbABwDgc/ADQA:cAkAAAAAAAAA';

test('the IDs are shown, and pasted IDs, XGID or link open the position', async () => {
  const { context, page, problems } = await openApp(browser, 'desktop', 'bg.html?dice=3,1&seed=1&opponent=hotseat#/backgammon');
  try {
    await openPanel(page, 'share');
    await eventually(async () => assert.match(await page.inputValue('[data-share=position-id]'), /^[A-Za-z0-9+/]{14}$/));
    assert.match(await page.inputValue('[data-share=match-id]'), /^[A-Za-z0-9+/]{12}$/);
    assert.match(await page.inputValue('[data-share=xgid]'), /^XGID=/);
    // gnubg's two IDs
    await page.fill('[data-testid=paste]', BAR);
    await page.click('[data-action=open-pasted]');
    await eventually(async () => assert.equal((await counts(page)).white.bar, 1));
    const xgid = await page.inputValue('[data-share=xgid]');
    // something unreadable: said, and the position stays
    await page.fill('[data-testid=paste]', 'XGID=nonsense');
    await page.click('[data-action=open-pasted]');
    await eventually(async () => assert.match(await page.textContent('[data-testid=share-note]'), /./));
    assert.notEqual(await page.textContent('[data-testid=share-note]'), 'Opened.');
    assert.equal((await counts(page)).white.bar, 1);
    // the XGID of the bar position opens it again in a fresh page
    const link = await page.inputValue('[data-share=position-link]');
    assert.ok(link.includes('#/backgammon/p='), link);
    const fresh = await context.newPage();
    await fresh.goto(new URL(`bg.html?opponent=hotseat#/backgammon/p=${BAR}`, APP_URL).href);
    await eventually(async () => assert.equal((await counts(fresh)).white.bar, 1));
    await openPanel(fresh, 'share');
    await fresh.fill('[data-testid=paste]', xgid);
    await fresh.click('[data-action=open-pasted]');
    await eventually(async () => assert.equal(await fresh.textContent('[data-testid=share-note]'), 'Opened.'));
    assert.deepEqual(problems, []);
  } finally {
    await context.close();
  }
});
