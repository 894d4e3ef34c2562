import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** `npm run data:reset` (scripts/reset-data.mjs) on a DATA_DIR of the test's own. */
function reset(dataDir: string): string {
  return execFileSync(process.execPath, [path.join(__dirname, '../../scripts/reset-data.mjs')], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8' });
}

describe('npm run data:reset', () => {
  it('removes the data folder and says a running shop needs a restart to use the fresh store', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'reset-data-'));
    fs.writeFileSync(path.join(dir, 'store.sqlite'), 'x');
    expect(reset(dir)).toContain(`Removed ${dir}. The next start seeds a fresh store: restart a shop that is running now`);
    expect(fs.existsSync(dir)).toBe(false);
  });

  it('says there was nothing to remove rather than that it removed a folder that does not exist', () => {
    const dir = path.join(os.tmpdir(), `reset-data-missing-${process.pid}`);
    expect(reset(dir)).toContain(`Nothing to remove: ${dir} does not exist.`);
  });
});
