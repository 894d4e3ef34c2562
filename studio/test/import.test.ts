/**
 * The embedded dataset imports into a Sanity project and the shop reads the same content from it.
 *
 * The import folder (scripts/dataset/sanity-import.mjs) goes through @sanity/import, the code `sanity dataset
 * import` runs, into a loopback Sanity stand-in that enforces what the Content Lake does (strong references
 * must resolve, uploads get content-hash ids). Then the shop's content service reads every page, post,
 * category and product from it, published and in preview, and gets what it gets from the embedded file.
 * The import and the reads run in a worker (test/support/import-and-read.ts says why).
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import { Worker } from 'node:worker_threads';
import { createClient } from '@sanity/client';
import { startSanityStandIn, type StandInDoc } from '../../tests/support/sanity-stand-in';
import type { ImportInput, ImportReport, Reading } from './support/import-and-read';

const DATASET = path.join(import.meta.dirname, '..', '..', 'data', 'content', 'production.ndjson');
const TOKEN = 'import-token';
const SYSTEM_FIELDS = ['_createdAt', '_updatedAt', '_rev'];

const original = fs
  .readFileSync(DATASET, 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line) as StandInDoc);
const originalAssets = original.filter((doc) => doc._type === 'sanity.imageAsset');

function withoutSystemFields(doc: StandInDoc): StandInDoc {
  return Object.fromEntries(Object.entries(doc).filter(([key]) => !SYSTEM_FIELDS.includes(key))) as StandInDoc;
}

function importAndRead(input: ImportInput): Promise<ImportReport> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./support/import-and-read-worker.mjs', import.meta.url), { workerData: input });
    worker.once('message', (message: { report?: ImportReport; error?: string }) => (message.report ? resolve(message.report) : reject(new Error(message.error))));
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`The import worker exited (${code}) without a report`)));
  });
}

describe('importing data/content/production.ndjson into a Sanity project', () => {
  let report: ImportReport;

  before(async () => {
    report = await importAndRead({ dataset: DATASET });
  });

  it('imports every document, drafts included, and uploads every image under its original id', () => {
    assert.equal(report.imported, original.length - originalAssets.length);
    const assets = report.stored.filter((doc) => doc._type === 'sanity.imageAsset');
    assert.deepEqual(assets.map((doc) => doc._id).sort(), originalAssets.map((doc) => doc._id).sort());
  });

  it('stores each document as it is in the embedded dataset (images re-linked to the uploaded assets)', () => {
    const stored = new Map(report.stored.map((doc) => [doc._id, doc]));
    for (const doc of original.filter((d) => d._type !== 'sanity.imageAsset')) {
      const copy = stored.get(doc._id);
      assert.ok(copy, `${doc._id} imported`);
      assert.deepEqual(withoutSystemFields(copy), withoutSystemFields(doc), doc._id);
    }
  });

  describe('the shop reads the same content from it as from the embedded file', () => {
    const check = (group: Reading['group'], preview: boolean, atLeast: Record<string, number>) => {
      const readings = report.readings.filter((r) => r.group === group && r.preview === preview);
      for (const [prefix, count] of Object.entries(atLeast)) {
        assert.ok(readings.filter((r) => r.what.startsWith(prefix)).length >= count, `at least ${count} reads of ${prefix}`);
      }
      for (const { what, hosted, embedded } of readings) assert.equal(hosted, embedded, what);
    };

    for (const preview of [false, true]) {
      const mode = preview ? 'in preview (drafts)' : 'published';
      it(`pages, blog posts, the home page and the alert, ${mode}`, () => check('pages', preview, { 'page ': 17, 'post ': 5, 'home page': 1, alert: 1 }));
      it(`categories and product content, ${mode}`, () => check('catalogue', preview, { 'category ': 70, 'product ': 70 }));
    }
  });
});

describe('the stand-in holds the Content Lake\'s rules the import relies on', () => {
  it('refuses a published document with a strong reference to a missing document, and accepts a weak one', async () => {
    const sanity = await startSanityStandIn({ token: TOKEN });
    try {
      const client = createClient({ projectId: 'stand-in', dataset: 'production', apiVersion: '2025-02-19', apiHost: sanity.apiHost, useProjectHostname: false, useCdn: false, token: TOKEN });
      await assert.rejects(client.create({ _id: 'page-a', _type: 'page', link: { _type: 'reference', _ref: 'page-gone' } }), /non-existent document/);
      await client.create({ _id: 'page-b', _type: 'page', link: { _type: 'reference', _ref: 'page-gone', _weak: true } });
      await client.create({ _id: 'drafts.page-c', _type: 'page', link: { _type: 'reference', _ref: 'page-gone' } });
      assert.deepEqual([...sanity.docs.keys()].sort(), ['drafts.page-c', 'page-b']);
    } finally {
      await sanity.close();
    }
  });
});
