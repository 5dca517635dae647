// Writes the service worker's precache into dist/sw.js (the last step of
// scripts/build.sh): the list of every file of dist/ and a version, the first
// 16 hex digits of a SHA-256 over their names and contents, so that any
// change to the build gives a new worker and a new cache.
//   node scripts/precache.mjs [dist]
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

const dist = process.argv[2] ?? 'dist';
const WORKER = 'sw.js';
const LINE = /^const PRECACHE = .*;$/m;

async function filesUnder(dir) {
  const out = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) out.push(...(await filesUnder(path)));
    else if (entry.isFile()) out.push(path);
  }
  return out;
}

const files = (await filesUnder(dist))
  .map((path) => relative(dist, path).split(sep).join('/'))
  .filter((file) => file !== WORKER)
  .sort();
for (const page of ['index.html', 'bg.html']) {
  if (!files.includes(page)) throw new Error(`precache: ${dist}/${page} is missing (build both pages first)`);
}

const hash = createHash('sha256');
for (const file of files) {
  hash.update(`${file}\0`);
  hash.update(await readFile(join(dist, file)));
}
const version = hash.digest('hex').slice(0, 16);

const workerPath = join(dist, WORKER);
const worker = await readFile(workerPath, 'utf8');
if (!LINE.test(worker)) throw new Error(`precache: no "const PRECACHE = …;" line in ${workerPath}`);
const precache = `const PRECACHE = ${JSON.stringify({ version, files })};`;
await writeFile(workerPath, worker.replace(LINE, () => precache));
console.log(`precache: ${files.length} files, version ${version} (${workerPath})`);
