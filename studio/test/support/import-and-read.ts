/**
 * Runs in a worker thread (test/import.test.ts): imports the embedded dataset through @sanity/import, the code
 * `sanity dataset import` runs, into a loopback Sanity stand-in, then reads every page, post, category and
 * product through the shop's content service from it and from the embedded file.
 *
 * A worker because node:test tracks every promise of its own thread with an async hook, which makes the
 * promise-heavy GROQ evaluation (groq-js, on both sides) several times slower there; the worker has no such hook.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createClient } from '@sanity/client';
import { sanityImport } from '@sanity/import';
import { ContentService } from '../../../lib/content/index';
import { createEmbeddedSource } from '../../../lib/content/embedded';
import { createSanitySource } from '../../../lib/content/sanity';
import { writeSanityImport } from '../../../scripts/dataset/sanity-import.mjs';
import { startSanityStandIn, type StandInDoc } from '../../../tests/support/sanity-stand-in';

export interface ImportInput {
  dataset: string;
}

/** One read of the shop, from both sources, as canonical JSON (sorted keys, image urls replaced by asset ids). */
export interface Reading {
  group: 'pages' | 'catalogue';
  preview: boolean;
  what: string;
  hosted: string;
  embedded: string;
}

export interface ImportReport {
  imported: number;
  stored: StandInDoc[];
  readings: Reading[];
}

const TOKEN = 'import-token';
const API_VERSION = '2025-02-19';

async function importAndRead({ dataset }: ImportInput): Promise<ImportReport> {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'sanity-import-'));
  const sanity = await startSanityStandIn({ token: TOKEN });
  try {
    writeSanityImport({ dataset, out: folder });
    const client = createClient({ projectId: 'stand-in', dataset: 'production', apiVersion: API_VERSION, apiHost: sanity.apiHost, useProjectHostname: false, useCdn: false, token: TOKEN });
    // As `sanity dataset import <folder>/data.ndjson` calls it: a stream of the file, images relative to its folder.
    const result = await sanityImport(fs.createReadStream(path.join(folder, 'data.ndjson')), {
      assetsBase: folder,
      client,
      operation: 'create',
      releasesOperation: 'fail',
      targetDataset: 'production',
      targetProjectId: 'stand-in',
      tag: 'sanity.import',
      onProgress: () => {},
    });

    const original = fs
      .readFileSync(dataset, 'utf8')
      .split('\n')
      .filter((line) => line.trim())
      .map((line) => JSON.parse(line) as StandInDoc);
    // Image urls differ (local files vs the CDN); the asset id they belong to must not. Key order is not content
    // either: the import writes an image's `asset` after its other fields. Nor is a post's `updatedAt`: the Content
    // Lake stamps each document with the time of its import.
    const idByUrl = new Map<string, string>();
    for (const doc of [...original, ...sanity.docs.values()]) if (doc._type === 'sanity.imageAsset') idByUrl.set(doc.url as string, doc._id);
    const canonical = (value: unknown) =>
      JSON.stringify(value, (key, v) => {
        if (key === 'updatedAt') return undefined;
        if (typeof v === 'string' && idByUrl.has(v)) return `asset:${idByUrl.get(v)}`;
        if (typeof v === 'object' && v !== null && !Array.isArray(v)) return Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : 1)));
        return v;
      });

    const hosted = new ContentService(createSanitySource({ projectId: 'stand-in', dataset: 'production', token: TOKEN, apiVersion: API_VERSION, apiHost: sanity.apiHost }));
    const embedded = new ContentService(createEmbeddedSource(dataset));
    const readings: Reading[] = [];
    const read = async <T>(group: Reading['group'], preview: boolean, what: string, run: (content: ContentService) => Promise<T>): Promise<T> => {
      const [fromSanity, fromFile] = await Promise.all([run(hosted), run(embedded)]);
      readings.push({ group, preview, what, hosted: canonical(fromSanity), embedded: canonical(fromFile) });
      return fromFile;
    };

    for (const preview of [false, true]) {
      const options = { preview };
      for (const slug of await read('pages', preview, 'page slugs', (c) => c.listPageSlugs(options))) await read('pages', preview, `page ${slug}`, (c) => c.getPage(slug, options));
      for (const slug of await read('pages', preview, 'post slugs', (c) => c.listBlogSlugs(options))) await read('pages', preview, `post ${slug}`, (c) => c.getBlogPost(slug, options));
      await read('pages', preview, 'blog teasers', (c) => c.listBlogTeasers(0, 100, options));
      await read('pages', preview, 'home page', (c) => c.getHomePage(options));
      await read('pages', preview, 'alert', (c) => c.getAlert(options));
      for (const { slug } of await read('catalogue', preview, 'categories', (c) => c.listCategories(options))) await read('catalogue', preview, `category ${slug}`, (c) => c.getCategory(slug, options));
      for (const { slug } of await read('catalogue', preview, 'product list', (c) => c.listProductContent(options))) await read('catalogue', preview, `product ${slug}`, (c) => c.getProductContent(slug ?? '', options));
    }
    return { imported: result.numDocs, stored: [...sanity.docs.values()], readings };
  } finally {
    await sanity.close();
    fs.rmSync(folder, { recursive: true, force: true });
  }
}

importAndRead(workerData as ImportInput).then(
  (report) => parentPort?.postMessage({ report }),
  (error: unknown) => parentPort?.postMessage({ error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
);
