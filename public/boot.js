// Run by both pages before their wasm starts: registers the service worker
// (sw.js, which keeps the app for offline use) and, if the app cannot start,
// replaces the loading message by what went wrong.
(() => {
  const loading = document.querySelector('.loading');
  // the loading texts in the language the app will open in (the same choice
  // as src/kit/i18n/load.rs: the address's ?lang=, the one kept, the
  // browser's, English), from the page's table (scripts/pages.mjs)
  let texts = null;
  try {
    const all = JSON.parse(document.getElementById('boot-texts')?.textContent ?? '{}');
    const primary = (tag) => String(tag ?? '').split(/[-_]/)[0].toLowerCase();
    const ours = (tag) => (all[primary(tag)] ? primary(tag) : null);
    let kept = null;
    try {
      kept = localStorage.getItem('tables.lang');
    } catch {
      // storage refused (a private window's settings): the browser's languages decide
    }
    const code =
      ours(new URLSearchParams(location.search).get('lang')) ||
      ours(kept) ||
      (navigator.languages ?? [navigator.language]).map(ours).find(Boolean) ||
      'en';
    texts = all[code] ?? null;
    if (texts) {
      document.documentElement.lang = code;
      const text = loading?.querySelector('.loading-text');
      if (text) text.textContent = texts.loading;
    }
  } catch {
    // a page without its table keeps its English text
  }
  const fail = (why) => {
    // once the app is on the page, its own errors are not a failure to start
    if (!loading || document.querySelector('[data-testid=app]') || loading.classList.contains('failed')) return;
    loading.classList.add('failed');
    const reason = String(why).replace(/^Uncaught (\w*Error: )?/, '');
    const words = texts?.failed ?? 'The game could not start ({ $reason }). Check the connection, then reload the page.';
    loading.querySelector('.loading-text').textContent = words.replace('{ $reason }', reason);
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
