/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sourceStamp } from '../../scripts/lib/build.mjs';

/* `npm start` builds again only when the stamp of the sources and settings changed (scripts/lib/build.mjs). The
   README has hosted services configured in .env.local, which `next build` reads: a change there is a change of
   settings. The stamp is taken of a small project folder of the test's own. */

let root: string;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-stamp-'));
  fs.mkdirSync(path.join(root, 'pages'));
  fs.writeFileSync(path.join(root, 'pages', 'index.tsx'), 'export default function Home() { return null; }\n');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

it('changes when a .env file next build reads is added or changed', () => {
  const before = sourceStamp({}, root);
  fs.writeFileSync(path.join(root, '.env.local'), 'SANITY_PROJECT_ID=abc123\nSANITY_DATASET=production\n');
  const withEnvFile = sourceStamp({}, root);
  expect(withEnvFile).not.toBe(before);
  fs.writeFileSync(path.join(root, '.env.local'), 'SANITY_PROJECT_ID=def456\nSANITY_DATASET=production\n');
  expect(sourceStamp({}, root)).not.toBe(withEnvFile);
});

it('changes with a build-relevant variable of the environment, not with another', () => {
  const before = sourceStamp({}, root);
  expect(sourceStamp({ LOG_LEVEL: 'debug' }, root)).toBe(before);
  expect(sourceStamp({ SITE_URL: 'https://shop.example.com' }, root)).not.toBe(before);
});
