// `npm start`: builds when needed, then serves the shop (default http://localhost:3000, or $PORT).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { ensureBuild, ROOT } from './lib/build.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureBuild();
const port = process.env.PORT || '3000';
const host = process.env.HOST || '0.0.0.0';
console.log(`> Serving on http://localhost:${port}`);
const child = spawn(process.execPath, [path.join(ROOT, 'node_modules/next/dist/bin/next'), 'start', '-p', port, '-H', host], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
