// Run by both pages before their wasm starts: registers the service worker
// (sw.js, which keeps the app for offline use) and, if the app cannot start,
// replaces the loading message by what went wrong.
(() => {
  const loading = document.querySelector('.loading');
  const fail = (why) => {
    // once the app is on the page, its own errors are not a failure to start
    if (!loading || document.querySelector('[data-testid=app]') || loading.classList.contains('failed')) return;
    loading.classList.add('failed');
    const reason = String(why).replace(/^Uncaught (\w*Error: )?/, '');
    loading.querySelector('.loading-text').textContent =
      `The game could not start (${reason}). Check the connection, then reload the page.`;
  };
  if (typeof WebAssembly !== 'object') fail('this browser does not run WebAssembly');
  // a file that did not load (captured: load errors do not bubble), or the wasm's start failing
  addEventListener('error', (e) => fail(e.message || `${e.target?.src ?? e.target?.href ?? 'a file'} did not load`), true);
  addEventListener('unhandledrejection', (e) => fail(e.reason?.message ?? String(e.reason)));

  if ('serviceWorker' in navigator) {
    // a moment after the app has started (trunk's event, after the wasm's
    // init): the worker's download of the whole build must not slow the page's
    // own, nor the game's first moments (its bot's network, the opening roll)
    const AFTER_START_MS = 2000;
    addEventListener(
      'TrunkApplicationStarted',
      () =>
        setTimeout(() => {
          // without a worker the app still works online: nothing to tell the player
          navigator.serviceWorker.register('sw.js').catch(() => {});
        }, AFTER_START_MS),
      { once: true },
    );
  }
})();
