// `npm run data:reset`: removes DATA_DIR (default .data) so the next start seeds a fresh store.
import fs from 'node:fs';
import path from 'node:path';

const dir = path.resolve(process.env.DATA_DIR || '.data');
if (!fs.existsSync(dir)) {
  console.log(`Nothing to remove: ${dir} does not exist. The next start seeds a fresh store.`);
} else {
  fs.rmSync(dir, { recursive: true, force: true });
  // A running server keeps the files it has open (the SQLite store) until it stops.
  console.log(`Removed ${dir}. The next start seeds a fresh store: restart a shop that is running now, which keeps the removed one until it stops.`);
}
