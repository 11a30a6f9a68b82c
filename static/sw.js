// Puzzle Lab's service worker: keeps the app shell (index.html, both wasm files and their
// JavaScript, the stylesheets, icons and manifest) in a cache named after this build, so
// the app opens offline after the first visit. scripts/trunk-post-build.mjs writes the
// build's version and file list below; a new build is a new sw.js, which the browser
// installs, activates at once (skipWaiting + clients.claim) and which deletes the old
// caches. Only this site's own files are ever fetched.
const VERSION = '__PUZZLE_LAB_VERSION__';
const FILES = ['__PUZZLE_LAB_FILES__'];
const PREFIX = 'puzzle-lab-shell-';
const CACHE = PREFIX + VERSION;
// Without a build's list (the hook did not run) the worker only passes requests through.
const ACTIVE = !VERSION.startsWith('__');

const scoped = (path) => new URL(path, self.registration.scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    if (ACTIVE) {
      const cache = await caches.open(CACHE);
      // `cache: 'reload'` skips the HTTP cache, so the stored copies are this build's.
      await cache.addAll(FILES.map((f) => new Request(scoped(f), { cache: 'reload' })));
    }
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith(PREFIX) && name !== CACHE) await caches.delete(name);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (!ACTIVE || request.method !== 'GET' || url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // The page itself: the network when there is one (so a new build shows up), else
    // the cached index.html.
    event.respondWith((async () => {
      try {
        return await fetch(request);
      } catch (e) {
        const cached = await caches.match(scoped('index.html'), { cacheName: CACHE });
        if (cached) return cached;
        throw e;
      }
    })());
    return;
  }
  // Build files have names unique to the build: the cached copy is always right.
  event.respondWith((async () => {
    const cached = await caches.match(request, { cacheName: CACHE, ignoreSearch: true });
    return cached ?? fetch(request);
  })());
});
