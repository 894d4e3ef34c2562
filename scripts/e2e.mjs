// `npm run test:e2e`: Playwright in Debian's Chromium against the production build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ROOT } from './lib/build.mjs';
import { ensureChromium } from './lib/chromium.mjs';

ensureChromium();
ensureBuild();
const result = spawnSync(path.join(ROOT, 'node_modules/.bin/playwright'), ['test', ...process.argv.slice(2)], { cwd: ROOT, stdio: 'inherit' });
process.exit(result.status ?? 1);
