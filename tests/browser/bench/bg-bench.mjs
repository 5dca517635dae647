// The backgammon page's benchmark (not a test): prints figures for the app
// issue's and the bot issue's targets on bg.html.
//   bg_first_board_paint_ms, bg_click_to_redraw_ms (median, p95),
//   bg_strong_decision_ms (the hint runs the strong level), and the page's
//   long tasks (over 50 ms) while the strong bot plays itself.
// Run by scripts/bench-app.sh against the release build served on APP_URL.
import { launchBrowser } from '../helpers.mjs';
import { playAnyTurn } from '../bg.mjs';
import { pageWatchingLongTasks } from './long-tasks.mjs';

const APP_URL = process.env.APP_URL;
const page_of = (q) => `${APP_URL}bg.html?${q}#/backgammon`;
const browser = await launchBrowser();
const stats = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  const mean = s.reduce((a, b) => a + b, 0) / s.length;
  return { s, mean, med: s[Math.floor(s.length / 2)], p95: s[Math.floor(s.length * 0.95)], max: s[s.length - 1] };
};

// first paint: navigation start to the first frame with the checkers drawn
const paints = [];
for (let i = 0; i < 5; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(page_of('dice=3,1&seed=1&opponent=hotseat'));
  await page.waitForSelector('.bg-board [data-checker]');
  paints.push(await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => r(performance.now())))));
  await page.close();
}
const p = stats(paints);
console.log(`bg_first_board_paint_ms: ${p.med.toFixed(0)} (median of 5; min ${p.s[0].toFixed(0)}, max ${p.max.toFixed(0)})`);

// click to redraw: pick the 8-point's checker, put it down, 40 times
const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.emulateMedia({ reducedMotion: 'reduce' });
await page.goto(page_of('dice=3,1&seed=1&opponent=hotseat&auto=off'));
await page.waitForSelector('.bg-board g.point.movable');
const times = await page.evaluate(async () => {
  const out = [];
  const eight = document.querySelector('.bg-board g.point[data-point="8"]');
  for (let i = 0; i < 40; i++) {
    const before = document.querySelector('svg.bg-board').innerHTML;
    const t0 = performance.now();
    eight.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    while (document.querySelector('svg.bg-board').innerHTML === before) {
      await new Promise((r) => setTimeout(r, 0));
    }
    out.push(performance.now() - t0);
    await new Promise((r) => requestAnimationFrame(() => r()));
  }
  return out;
});
const c = stats(times);
console.log(`bg_click_to_redraw_ms: ${c.med.toFixed(2)} (median of ${times.length}; p95 ${c.p95.toFixed(2)}; board DOM updated after the click)`);

// the strong level in the page: the hint's time, over the turns of
// hot-seat games played by any legal moves
const hints = [];
for (const seed of [1, 2]) {
  const hp = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await hp.emulateMedia({ reducedMotion: 'reduce' });
  await hp.goto(page_of(`seed=${seed}&opponent=hotseat`));
  await hp.waitForSelector('[data-testid=app][data-bot-ready=true]');
  for (let turn = 0; turn < 16; turn++) {
    const roll = await hp.$('[data-action=roll]');
    if (roll && (await roll.isEnabled())) await roll.click();
    const moving = await hp
      .waitForFunction(() => /pick a checker/.test(document.querySelector('[data-testid=status]')?.textContent ?? '') ? true : null, null, { timeout: 3000 })
      .then(() => true, () => false);
    if (!moving) continue;
    const ms = await hp.evaluate(async () => {
      const t0 = performance.now();
      document.querySelector('[data-action=hint]').click();
      while (!document.querySelector('[data-testid=hint]')?.textContent) {
        await new Promise((r) => setTimeout(r, 1));
      }
      return performance.now() - t0;
    });
    hints.push(ms);
    await playAnyTurn(hp);
  }
  await hp.close();
}
const h = stats(hints);
console.log(`bg_strong_decision_ms: mean ${h.mean.toFixed(1)}, median ${h.med.toFixed(1)}, max ${h.max.toFixed(1)} (${hints.length} hints in the page)`);

// the strong bot against itself for 20 s: the page's long tasks
const live = await pageWatchingLongTasks(browser);
await live.goto(page_of('seed=5&level=strong'));
await live.waitForSelector('[data-testid=app][data-bot-ready=true]');
await live.evaluate(() => {
  document.querySelector('[data-testid=options]').open = true;
});
await live.selectOption('[data-option=opponent]', 'bots');
await live.waitForTimeout(500);
await live.evaluate(() => { window.__long = []; });
const lines0 = await live.locator('[data-testid=log] li').count();
await live.waitForTimeout(20_000);
const lines = (await live.locator('[data-testid=log] li').count()) - lines0;
const long = await live.evaluate(() => window.__long);
console.log(`bg_long_tasks_bot_vs_bot: ${long.length} over 50 ms in 20 s, ${lines} log lines (longest ${long.length ? Math.max(...long).toFixed(0) : 0} ms)`);
await browser.close();
