// The service worker: keeps every file of the build in a cache named by the
// build's version, so the app opens and plays with the network off after one
// visit. scripts/precache.mjs (the last step of scripts/build.sh) replaces the
// PRECACHE line below in dist/sw.js with the build's file list and a hash of
// those files; this unbuilt copy caches nothing and passes every request on.
//
// Updates: a new build changes this file's bytes (its version), so the
// browser installs the new worker on the next visit; it precaches the new
// files, takes over at once (skipWaiting, clients.claim) and deletes the old
// caches. A page already open keeps the code it has loaded (its wasm and js
// are in memory under hashed names); the next load is the new build.
const PRECACHE = { version: 'unbuilt', files: [] };

const PREFIX = 'tables-';
const CACHE = `${PREFIX}${PRECACHE.version}`;
const FILES = new Set(PRECACHE.files);

self.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(CACHE);
      // past the HTTP cache: the files of this build, not what an old one left there
      await cache.addAll(PRECACHE.files.map((file) => new Request(file, { cache: 'reload' })));
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

/** The precached file `url` stands for (`/` is index.html), or null. */
function precachedFile(url) {
  const scope = new URL(self.registration.scope);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return null;
  const file = url.pathname.slice(scope.pathname.length) || 'index.html';
  return FILES.has(file) ? file : null;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const file = precachedFile(new URL(request.url));
  if (file === null) return; // not ours: the browser fetches it as usual
  event.respondWith(
    (async () => {
      // looked up by the file's own address: `?dice=…&opponent=…` on a page,
      // read by the app from location, finds the cached page (as ignoreSearch)
      const cached = await caches.match(new URL(file, self.registration.scope).href, { cacheName: CACHE });
      return cached ?? fetch(request);
    })(),
  );
});
