// `npm start`: builds when needed, then serves the shop (default http://localhost:3000, or $PORT) with the
// standalone server, as the container does. SIGTERM/SIGINT drain it gracefully (lib/operations/lifecycle.ts).
import { ensureBuild } from './lib/build.mjs';
import { spawnServer } from './lib/server.mjs';

process.env.NEXT_TELEMETRY_DISABLED = '1';
ensureBuild();
const port = process.env.PORT || '3000';
const host = process.env.HOST || '0.0.0.0';
console.log(`> Serving on http://localhost:${port}`);
const child = spawnServer({ port, host });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
