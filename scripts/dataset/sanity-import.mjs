#!/usr/bin/env node
// Writes the embedded dataset in the form `sanity dataset import` uploads images from: a folder with data.ndjson
// and images/. The embedded file keeps Sanity's stored shape (asset documents with local urls, so groq-js can
// dereference them); an import instead needs each image to point at its file (`_sanityAsset: "image@file://./…"`)
// so Sanity uploads it and creates the asset document itself, with the same content-hash id.
//
//   node scripts/dataset/sanity-import.mjs [out]     default: studio/.import/production
//   cd studio && npx sanity dataset import .import/production/data.ndjson production
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

const isObject = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Replaces `asset: { _ref }` of every image by `_sanityAsset` pointing at the file in images/. */
function withAssetFiles(value, assets, used) {
  if (Array.isArray(value)) return value.map((item) => withAssetFiles(item, assets, used));
  if (!isObject(value)) return value;
  const out = {};
  for (const [key, child] of Object.entries(value)) out[key] = withAssetFiles(child, assets, used);
  const asset = assets.get(value.asset?._ref);
  if (asset) {
    delete out.asset;
    const file = path.basename(asset.path);
    used.set(file, asset);
    out._sanityAsset = `image@file://./images/${file}`;
  }
  return out;
}

/**
 * Builds the import folder from a dataset file. Returns what it wrote: the documents (without asset documents)
 * and the asset documents whose files were copied, keyed by file name.
 */
export function writeSanityImport({ dataset = path.join(ROOT, 'data', 'content', 'production.ndjson'), publicDir = path.join(ROOT, 'public'), out }) {
  const docs = readFileSync(dataset, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));
  const assets = new Map(docs.filter((doc) => doc._type === 'sanity.imageAsset').map((doc) => [doc._id, doc]));
  const used = new Map();
  const converted = docs.filter((doc) => !assets.has(doc._id)).map((doc) => withAssetFiles(doc, assets, used));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(path.join(out, 'images'), { recursive: true });
  for (const [file, asset] of used) copyFileSync(path.join(publicDir, asset.path.replace(/^\/+/, '')), path.join(out, 'images', file));
  writeFileSync(path.join(out, 'data.ndjson'), `${converted.map((doc) => JSON.stringify(doc)).join('\n')}\n`);
  return { docs: converted, assets: used };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const out = path.resolve(process.argv[2] ?? path.join(ROOT, 'studio', '.import', 'production'));
  const { docs, assets } = writeSanityImport({ out });
  console.log(`Wrote ${docs.length} documents and ${assets.size} images to ${path.relative(process.cwd(), out) || '.'}`);
  console.log(`Import them with: cd studio && npx sanity dataset import ${path.join(path.relative(path.join(ROOT, 'studio'), out), 'data.ndjson')} <dataset>`);
}
