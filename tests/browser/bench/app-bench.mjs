// App benchmark (not a test): prints figures for the targets.
//   wasm_gzip_bytes, first_board_paint_ms, click_to_redraw_ms (median, p95).
// Run by scripts/bench-app.sh against the release build served on APP_URL.
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../helpers.mjs';
import { pageWatchingLongTasks } from './long-tasks.mjs';

const APP_URL = process.env.APP_URL;
const DIST = process.env.DIST ?? 'dist';

// one wasm per page: tables-index (index.html: home, Grand Trictrac), tables-bg (bg.html)
const BUDGET = 400 * 1024;
let over = 0;
for (const wasm of readdirSync(DIST).filter((f) => f.endsWith('.wasm')).sort()) {
  const bytes = readFileSync(`${DIST}/${wasm}`);
  const gz = gzipSync(bytes, { level: 9 }).length;
  const name = wasm.replace(/-[0-9a-f]+_bg\.wasm$/, '');
  console.log(`wasm_bytes ${name}: ${bytes.length}`);
  console.log(`wasm_gzip_bytes ${name}: ${gz} (budget ${BUDGET})`);
  if (gz > BUDGET) over += 1;
}
if (over > 0) {
  console.error(`${over} page(s) over the wasm budget`);
  process.exitCode = 1;
}

const browser = await launchBrowser();
const paints = [];
for (let i = 0; i < 5; i++) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${APP_URL}?dice=5,2,6,5&seed=1`);
  await page.waitForSelector('svg.tablier [data-checker]');
  // time from navigation start to the first frame painted with the board in it
  const ms = await page.evaluate(
    () => new Promise((r) => requestAnimationFrame(() => r(performance.now()))),
  );
  paints.push(ms);
  await page.close();
}
paints.sort((a, b) => a - b);
console.log(`first_board_paint_ms: ${paints[2].toFixed(0)} (median of 5; min ${paints[0].toFixed(0)}, max ${paints[4].toFixed(0)})`);

const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await page.emulateMedia({ reducedMotion: 'reduce' });
await page.goto(`${APP_URL}?dice=5,2,6,5&seed=1&opponent=hotseat`);
await page.waitForSelector('svg.tablier [data-checker]');
await page.click('[data-testid=roll]');
await page.waitForSelector('[data-testid=dice] [data-die]');
const times = await page.evaluate(async () => {
  const out = [];
  const field = document.querySelector('[data-field="1"]');
  const other = document.querySelector('[data-field="2"]');
  for (let i = 0; i < 40; i++) {
    const target = i % 2 === 0 ? field : other; // select, then refuse (message + deselect)
    const before = document.querySelector('svg.tablier').innerHTML;
    const t0 = performance.now();
    target.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    // wait until the board's DOM changed, then for the frame that paints it
    while (document.querySelector('svg.tablier').innerHTML === before) {
      await new Promise((r) => setTimeout(r, 0));
    }
    const dom = performance.now() - t0;
    out.push(dom);
    await new Promise((r) => requestAnimationFrame(() => r()));
  }
  return out;
});
times.sort((a, b) => a - b);
const med = times[Math.floor(times.length / 2)];
const p95 = times[Math.floor(times.length * 0.95)];
console.log(`click_to_redraw_ms: ${med.toFixed(2)} (median of ${times.length}; p95 ${p95.toFixed(2)}; board DOM updated after the click)`);
// The strong bot's search (the hint runs it): time per decision, in the page.
const hintPage = await browser.newPage({ viewport: { width: 1280, height: 800 } });
await hintPage.emulateMedia({ reducedMotion: 'reduce' });
const hints = [];
for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
  await hintPage.goto(`${APP_URL}?seed=${seed}&opponent=hotseat&pace=fast`);
  await hintPage.waitForSelector('svg.tablier [data-checker]');
  // a few turns in, so that positions are not all the opening
  for (let turn = 0; turn < 6; turn++) {
    if (await hintPage.isDisabled('[data-testid=roll]')) break;
    await hintPage.click('[data-testid=roll]');
    await hintPage.waitForFunction(
      () => !document.querySelector('[data-testid=hint]').disabled || document.querySelector('[data-testid=tenir]'),
    );
    const choosing = await hintPage.$('[data-testid=tenir]');
    if (choosing) await choosing.click();
    await hintPage.waitForFunction(() => !document.querySelector('[data-testid=hint]').disabled);
    const ms = await hintPage.evaluate(async () => {
      const t0 = performance.now();
      document.querySelector('[data-testid=hint]').click();
      while (!document.querySelector('[data-testid=hint-text]').textContent) {
        await new Promise((r) => setTimeout(r, 1));
      }
      return performance.now() - t0;
    });
    hints.push(ms);
    // play the suggested turn by entering its first legal destinations
    for (let k = 0; k < 8 && (await hintPage.isDisabled('[data-testid=confirm]')); k++) {
      const src = await hintPage.$('.field.movable');
      if (!src) break;
      await src.click();
      const dst = await hintPage.$('.field.target, .off-zone.target');
      if (dst) await dst.click();
    }
    if (!(await hintPage.isDisabled('[data-testid=confirm]'))) await hintPage.click('[data-testid=confirm]');
    const choice = await hintPage.$('[data-testid=tenir]');
    if (choice) await choice.click();
  }
}
hints.sort((a, b) => a - b);
console.log(`strong_decision_ms: mean ${(hints.reduce((a, b) => a + b, 0) / hints.length).toFixed(1)}, median ${hints[Math.floor(hints.length / 2)].toFixed(1)}, max ${hints[hints.length - 1].toFixed(1)} (${hints.length} hints in the page)`);
// Against the strong bot: the page's long tasks (over 50 ms) while playing.
const live = await pageWatchingLongTasks(browser);
await live.goto(`${APP_URL}?seed=5&pace=fast&level=strong`);
await live.waitForSelector('svg.tablier [data-checker]');
await live.waitForTimeout(500);
await live.evaluate(() => { window.__long = []; });
let actions = 0;
for (let k = 0; k < 3000 && actions < 400; k++) {
  if (await live.$('[data-testid=over]')) break;
  const act = async (sel) => {
    const el = await live.$(sel);
    if (el && !(await el.isDisabled())) {
      await el.click();
      actions += 1;
      return true;
    }
    return false;
  };
  if (await act('[data-testid=tenir]')) continue;
  if (await act('[data-testid=confirm]')) continue;
  if (await act('[data-testid=roll]')) continue;
  if (await act('.field.target, .off-zone.target')) continue;
  if (await act('.field.movable')) continue;
  await live.waitForTimeout(20);
}
const long = await live.evaluate(() => window.__long);
console.log(`long_tasks_vs_strong_bot: ${long.length} over 50 ms in ${actions} player actions (longest ${long.length ? Math.max(...long).toFixed(0) : 0} ms)`);
await browser.close();
