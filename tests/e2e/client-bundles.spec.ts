import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { ROOT } from '../support/standalone-server';

/*
 * Server code stays on the server. A page component that imports a value from a module of the server's (a
 * constant beside request handling, say) brings that module's imports into the browser's scripts: the reset
 * password page once shipped proxy-addr and ipaddr.js (4 kB of gzip) for a path constant. Each marker is a text
 * only that code contains; every client chunk of the build is read, those loaded at idle included.
 */
const SERVER_ONLY: Record<string, string> = {
  'proxy-addr (the client address behind trusted proxies)': 'invalid IP address: ',
  'ipaddr.js (its parser)': 'ipaddr: ',
  "the config loader (lib/config.ts)": 'must be an http(s) URL',
};

const chunksDir = path.resolve(ROOT, process.env.NEXT_DIST_DIR || '.next', 'static', 'chunks');

function clientChunks(dir: string): string[] {
  return fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.js')).map((name) => path.join(dir, name));
}

test('no client chunk of the build carries server-only code', () => {
  const chunks = clientChunks(chunksDir);
  // The build has the framework's and the pages' chunks: none means the wrong folder, not a clean build.
  expect(chunks.length).toBeGreaterThan(20);
  const found: string[] = [];
  for (const file of chunks) {
    const code = fs.readFileSync(file, 'utf8');
    for (const [what, marker] of Object.entries(SERVER_ONLY)) if (code.includes(marker)) found.push(`${path.relative(chunksDir, file)}: ${what}`);
  }
  expect(found).toEqual([]);
});
