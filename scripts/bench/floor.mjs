// The framework floor: an empty pages-router app built from the project's own next, react and react-dom (the
// installed versions, Turbopack as the shop builds), served beside the shop in the same run. What the shop adds
// is measured against it, so a figure means the same on any machine: first-load JS above the floor, and Lighthouse
// differences from the floor with the pages interleaved round by round.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '../lib/build.mjs';
import { freePort } from '../lib/ports.mjs';

/** Inside the project (so next, react and react-dom resolve from its node_modules), ignored by git and the linters. */
const FLOOR_DIR = path.join(ROOT, '.next-floor');

function installedVersion(name) {
  return JSON.parse(fs.readFileSync(path.join(ROOT, 'node_modules', name, 'package.json'), 'utf8')).version;
}

/** The empty app: one page with a title, a heading and a paragraph, the default _app, a _document with lang. */
const FILES = {
  'package.json': () =>
    JSON.stringify(
      {
        name: 'framework-floor',
        private: true,
        description: 'An empty Next.js pages-router app: the floor the shop is measured against (npm run bench).',
        dependencies: { next: installedVersion('next'), react: installedVersion('react'), 'react-dom': installedVersion('react-dom') },
      },
      null,
      2,
    ),
  'next.config.mjs': () => `export default { turbopack: { root: ${JSON.stringify(ROOT)} } };\n`,
  'pages/_document.jsx': () =>
    [
      "import { Head, Html, Main, NextScript } from 'next/document';",
      '',
      'export default function Document() {',
      '  return (',
      '    <Html lang="en">',
      '      <Head />',
      '      <body>',
      '        <Main />',
      '        <NextScript />',
      '      </body>',
      '    </Html>',
      '  );',
      '}',
      '',
    ].join('\n'),
  'pages/index.jsx': () =>
    [
      "import Head from 'next/head';",
      '',
      'export default function Home() {',
      '  return (',
      '    <main>',
      '      <Head>',
      '        <title>An empty page</title>',
      '        <meta name="description" content="The framework floor of the shop\'s benchmarks." />',
      '      </Head>',
      '      <h1>An empty page</h1>',
      '      <p>The framework alone: what every page of the shop loads before any code of its own.</p>',
      '    </main>',
      '  );',
      '}',
      '',
    ].join('\n'),
};

function nextBin() {
  return path.join(ROOT, 'node_modules', 'next', 'dist', 'bin', 'next');
}

/** Writes and builds the empty app (again only when the versions changed). Returns its folder. */
function buildFloorApp() {
  const stampFile = path.join(FLOOR_DIR, '.built-with');
  const stamp = ['next', 'react', 'react-dom'].map((name) => `${name}@${installedVersion(name)}`).join(' ');
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return FLOOR_DIR;
  fs.rmSync(FLOOR_DIR, { recursive: true, force: true });
  for (const [file, content] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(FLOOR_DIR, file)), { recursive: true });
    fs.writeFileSync(path.join(FLOOR_DIR, file), content());
  }
  console.log(`> Building the framework floor (${stamp}) in ${path.relative(ROOT, FLOOR_DIR)}/`);
  const result = spawnSync(process.execPath, [nextBin(), 'build'], {
    cwd: FLOOR_DIR,
    stdio: 'inherit',
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error('The framework floor app did not build');
  fs.writeFileSync(stampFile, stamp);
  return FLOOR_DIR;
}

/** Serves the built empty app with `next start` on a free loopback port. */
export async function startFloorApp() {
  buildFloorApp();
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin(), 'start', '-p', String(port), '-H', '127.0.0.1'], {
    cwd: FLOOR_DIR,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' },
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The framework floor app exited (${child.exitCode})`);
    try {
      if ((await fetch(base)).ok) break;
    } catch {
      // not up yet
    }
    if (Date.now() > deadline) throw new Error('The framework floor app did not start within 60 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
