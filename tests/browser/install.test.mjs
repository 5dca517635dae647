// The app is installable: both pages link a valid web app manifest with its
// icons at their sizes, say what they are in a meta description, and
// Chromium's own installability check finds nothing missing.
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { chromium } from 'playwright-core';
import { APP_URL, assertNoProblems, openApp, useBrowser } from './helpers.mjs';

const browser = useBrowser();

/** Width and height of a PNG, from its IHDR chunk. */
function pngSize(bytes) {
  assert.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

for (const path of ['', 'bg.html#/backgammon']) {
  const name = path || 'index.html';
  test(`${name} links a valid manifest whose icons exist at their sizes`, async () => {
    const { context, page, problems } = await openApp(browser, 'phone', path);
    try {
      const head = await page.evaluate(() => ({
        manifest: document.querySelector('link[rel=manifest]')?.href,
        description: document.querySelector('meta[name=description]')?.content ?? '',
        theme: document.querySelector('meta[name=theme-color]')?.content,
        touchIcon: document.querySelector('link[rel=apple-touch-icon]')?.href,
      }));
      assert.ok(head.manifest, 'a <link rel=manifest>');
      assert.ok(head.description.split(/\s+/).length >= 10, `a meta description in words: "${head.description}"`);
      assert.match(head.description, /backgammon/i);
      assert.match(head.theme ?? '', /^#[0-9a-f]{6}$/i, 'a theme colour');

      const res = await context.request.get(head.manifest);
      assert.equal(res.status(), 200);
      const manifest = await res.json();
      assert.ok(manifest.name && manifest.short_name, 'a name and a short name');
      assert.ok(manifest.short_name.length <= 12, 'a short name that fits under an icon');
      assert.equal(manifest.display, 'standalone');
      assert.equal(manifest.theme_color, head.theme, 'the manifest and the page agree on the theme colour');
      assert.ok(manifest.background_color);
      const start = new URL(manifest.start_url, head.manifest);
      const scope = new URL(manifest.scope, head.manifest);
      assert.ok(start.href.startsWith(scope.href), 'start_url is within the scope');
      assert.ok(new URL(APP_URL).href.startsWith(scope.href) && page.url().startsWith(scope.href), 'the page is in the scope');

      const sizes = new Map();
      for (const icon of manifest.icons) {
        const r = await context.request.get(new URL(icon.src, head.manifest).href);
        assert.equal(r.status(), 200, icon.src);
        if (icon.type === 'image/png') {
          assert.equal(pngSize(await r.body()), icon.sizes, `${icon.src} is ${icon.sizes}`);
          for (const purpose of (icon.purpose ?? 'any').split(' ')) sizes.set(`${purpose} ${icon.sizes}`, icon.src);
        }
      }
      for (const wanted of ['any 192x192', 'any 512x512', 'maskable 512x512']) {
        assert.ok(sizes.has(wanted), `an icon for ${wanted} (have ${[...sizes.keys()]})`);
      }
      const touch = await context.request.get(head.touchIcon);
      assert.equal(pngSize(await touch.body()), '180x180', 'the apple-touch-icon');
      assertNoProblems(problems);
    } finally {
      await context.close();
    }
  });

  test(`Chromium's own check finds ${name} installable`, async () => {
    // not in the tests' usual contexts: Chromium never installs from an
    // incognito one ("in-incognito"), so a profile of its own, removed after
    const profile = await mkdtemp(join(tmpdir(), 'tables-install-'));
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
      headless: true,
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-sync'],
    });
    try {
      const page = await context.newPage();
      await page.goto(new URL(path, APP_URL).href);
      await page.waitForSelector('[data-testid=app]', { timeout: 15_000 });
      const cdp = await context.newCDPSession(page);
      const parsed = await cdp.send('Page.getAppManifest');
      assert.deepEqual(parsed.errors, [], 'Chromium parses the manifest without errors');
      assert.match(parsed.url, /manifest-en\.webmanifest$/, 'the manifest of the language on screen');
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      assert.deepEqual(installabilityErrors, [], 'Chromium finds the page installable');
    } finally {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    }
  });
}
