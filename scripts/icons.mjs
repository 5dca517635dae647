// Renders public/icon.svg to the PNG icons the manifest lists, with headless
// Chromium (playwright-core): icon-192.png, icon-512.png, apple-touch-icon.png
// (180 px) and icon-maskable-512.png (the points and checkers without the
// frame, shrunk into the maskable safe zone on a full-bleed felt). Run after
// changing the SVG:
//   node scripts/icons.mjs
// and commit the PNGs (the build does not run it).
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const PUBLIC = new URL('../public/', import.meta.url);
const svg = await readFile(new URL('icon.svg', PUBLIC), 'utf8');

// [file, size in px, scale of the drawing, background, frame drawn]
const ICONS = [
  ['icon-192.png', 192, 1, 'transparent', true],
  ['icon-512.png', 512, 1, 'transparent', true],
  ['apple-touch-icon.png', 180, 1, '#6b3f1d', true],
  // the maskable safe zone is the centred circle of 80 % of the width: the
  // farthest corner of the points is 255 px from the centre, 199 px once scaled
  ['icon-maskable-512.png', 512, 0.78, '#23613f', false],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu'],
});
try {
  for (const [file, size, scale, background, frame] of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const inner = Math.round(size * scale);
    await page.setContent(
      `<html><body style="margin:0;background:${background};display:grid;place-items:center;height:${size}px">` +
        `${svg}</body></html>`,
    );
    await page.evaluate(
      ([inner, frame]) => {
        const el = document.querySelector('svg');
        el.setAttribute('width', inner);
        el.setAttribute('height', inner);
        if (!frame) for (const rect of el.querySelectorAll(':scope > rect')) rect.remove();
      },
      [inner, frame],
    );
    await page.screenshot({ path: new URL(file, PUBLIC).pathname, omitBackground: background === 'transparent' });
    await page.close();
    console.log(`public/${file}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
