// The page's long tasks (over 50 ms), for the benchmarks: a new page that
// records them from its start in `window.__long` (their durations).
export async function pageWatchingLongTasks(browser) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => {
    window.__long = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__long.push(e.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  return page;
}
