/**
 * Test helper: forgets everything in this process's shared state (rate limits, used captcha passes, session
 * revocations) by closing the store and deleting its SQLite file from DATA_DIR; the next use opens a fresh one.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from '@/lib/config';
import { closeSharedState } from '@/lib/shared-state';

export async function resetSharedStateForTests(): Promise<void> {
  await closeSharedState();
  const { dataDir, sharedState } = getConfig();
  if (sharedState.store !== 'sqlite') return;
  for (const suffix of ['', '-wal', '-shm']) fs.rmSync(path.join(dataDir, `shared-state.db${suffix}`), { force: true });
}
