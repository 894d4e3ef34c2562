// `npm run analyze`'s second half: which modules fill the first-load scripts of each route, in gzip bytes.
// Reads the analysis build (.next-analyze/, made with ANALYZE=true and browser source maps) and attributes each
// chunk's gzip size to its sources in proportion to the bytes they generated. Usage:
//   node scripts/analyze-chunks.mjs [route ...] [--top=N] [--files]
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import { ROOT } from './lib/build.mjs';

const DIST = path.join(ROOT, '.next-analyze');
const args = process.argv.slice(2);
const top = Number(args.find((a) => a.startsWith('--top='))?.slice(6) ?? 25);
// --files: Next.js itself by file instead of by folder.
const nextDepth = args.includes('--files') ? 9 : 4;
const wanted = args.filter((a) => !a.startsWith('--'));

const statsFile = path.join(DIST, 'diagnostics', 'route-bundle-stats.json');
if (!fs.existsSync(statsFile)) {
  console.error('No analysis build: run `npm run analyze` first.');
  process.exit(1);
}
const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8'));

/** Groups a source path by package (node_modules) or by app folder. */
function owner(source) {
  const clean = source.replace(/^.*?\]\/|^turbopack:\/\/\/?|^webpack:\/\/\/?/, '').replace(/^\[project\]\//, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const parts = clean.slice(nm + 'node_modules/'.length).split('/');
    const name = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return name === 'next' ? `next/${parts.slice(1, nextDepth).join('/')}` : name;
  }
  return clean;
}

const chunkCache = new Map();
function attribute(chunkPath) {
  if (chunkCache.has(chunkPath)) return chunkCache.get(chunkPath);
  const code = fs.readFileSync(chunkPath, 'utf8');
  const gzip = gzipSync(code, { level: 9 }).length;
  const bySource = new Map();
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName ? path.join(path.dirname(chunkPath), mapName) : `${chunkPath}.map`;
  if (fs.existsSync(mapFile)) {
    const lines = code.split('\n');
    const consumer = new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')));
    let previous = null;
    const close = (line, column) => {
      if (!previous) return;
      const text = previous.line === line ? lines[line - 1].slice(previous.column, column) : lines[previous.line - 1].slice(previous.column);
      const key = previous.source ? owner(previous.source) : '(runtime)';
      bySource.set(key, (bySource.get(key) ?? 0) + text.length);
    };
    consumer.eachMapping((m) => {
      close(m.generatedLine, m.generatedColumn);
      previous = { line: m.generatedLine, column: m.generatedColumn, source: m.source };
    });
    close(Infinity, 0);
  } else bySource.set('(no source map)', code.length);
  const raw = [...bySource.values()].reduce((a, b) => a + b, 0) || 1;
  const result = { gzip, parts: [...bySource].map(([source, bytes]) => [source, (bytes / raw) * gzip]) };
  chunkCache.set(chunkPath, result);
  return result;
}

for (const { route, firstLoadChunkPaths } of stats) {
  if (wanted.length && !wanted.includes(route)) continue;
  const totals = new Map();
  let gzip = 0;
  for (const rel of firstLoadChunkPaths) {
    const chunk = attribute(path.join(ROOT, rel));
    gzip += chunk.gzip;
    for (const [source, bytes] of chunk.parts) totals.set(source, (totals.get(source) ?? 0) + bytes);
  }
  console.log(`\n${route}: ${(gzip / 1024).toFixed(1)} kB gzip in ${firstLoadChunkPaths.length} chunks`);
  for (const [source, bytes] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, top)) {
    console.log(`${(bytes / 1024).toFixed(1).padStart(7)} kB  ${source}`);
  }
}
