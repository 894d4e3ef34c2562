// `npm run data:reset`: removes DATA_DIR (default .data) so the next start seeds a fresh store.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.env.DATA_DIR || '.data');
fs.rmSync(dir, { recursive: true, force: true });
console.log(`Removed ${dir}. The next start seeds a fresh store.`);
