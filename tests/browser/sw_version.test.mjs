// scripts/precache.mjs (the last step of scripts/build.sh) writes into
// dist/sw.js every file of the build and a version that changes with any of
// them, so that a new build gets a new worker and cache. Runs on a made-up dist.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'node:test';
import { promisify } from 'node:util';

const run = promisify(execFile);
const SCRIPT = new URL('../../scripts/precache.mjs', import.meta.url).pathname;
const WORKER = new URL('../../public/sw.js', import.meta.url).pathname;

async function precache(dist) {
  await cp(WORKER, join(dist, 'sw.js'));
  await run(process.execPath, [SCRIPT, dist]);
  const text = await readFile(join(dist, 'sw.js'), 'utf8');
  return JSON.parse(text.match(/^const PRECACHE = (.*);$/m)[1]);
}

test('the worker lists every file of the build and its version follows their contents', async () => {
  const dist = await mkdtemp(join(tmpdir(), 'tables-dist-'));
  try {
    await mkdir(join(dist, 'weights'));
    await writeFile(join(dist, 'index.html'), '<title>a</title>');
    await writeFile(join(dist, 'bg.html'), '<title>b</title>');
    await writeFile(join(dist, 'app-1234.wasm'), 'wasm');
    await writeFile(join(dist, 'weights', 'backgammon.net'), 'net 1');

    const first = await precache(dist);
    assert.deepEqual(first.files, ['app-1234.wasm', 'bg.html', 'index.html', 'weights/backgammon.net'], 'not sw.js itself');
    assert.match(first.version, /^[0-9a-f]{16}$/);
    assert.equal((await precache(dist)).version, first.version, 'the same build, the same version');

    await writeFile(join(dist, 'weights', 'backgammon.net'), 'net 2');
    const second = await precache(dist);
    assert.notEqual(second.version, first.version, 'a changed network is a new version');
    assert.deepEqual(second.files, first.files);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});

test('a build without both pages is refused with a message', async () => {
  const dist = await mkdtemp(join(tmpdir(), 'tables-dist-'));
  try {
    await writeFile(join(dist, 'index.html'), '');
    await assert.rejects(precache(dist), /bg\.html is missing/);
  } finally {
    await rm(dist, { recursive: true, force: true });
  }
});
