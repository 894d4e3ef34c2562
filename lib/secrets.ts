import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { getConfig } from './config';
import { ensurePrivateDir } from './sqlite/open';

const cache = new Map<string, string>();

/**
 * A secret for the embedded mode: the environment's value when set, otherwise one generated once and kept in
 * DATA_DIR (folder 0700, file 0600) so it survives restarts. Deleting DATA_DIR gives new secrets along with a fresh store.
 */
function persistedSecret(name: 'session-secret' | 'preview-secret' | 'store-webhook-secret', fromEnv: string | null): string {
  if (fromEnv) return fromEnv;
  // Kept per file: a secret belongs to its DATA_DIR.
  const file = path.join(getConfig().dataDir, name);
  const cached = cache.get(file);
  if (cached) return cached;
  const dataDir = path.dirname(file);
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    secret = '';
  }
  if (secret.length < 32) {
    ensurePrivateDir(dataDir);
    secret = randomBytes(32).toString('hex');
    try {
      // 'wx' so two processes starting together agree on the first one written.
      fs.writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch {
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  cache.set(file, secret);
  return secret;
}

export function previewSecret(): string {
  return persistedSecret('preview-secret', getConfig().previewSecret);
}

export function sessionSecret(): string {
  return persistedSecret('session-secret', getConfig().sessionSecret);
}

/**
 * What `npm run stock` sends in X-Webhook-Secret to tell the running embedded shop about a stock change
 * (/api/webhooks/store): generated once in DATA_DIR, which the script and the server share.
 */
export function storeWebhookSecret(): string {
  return persistedSecret('store-webhook-secret', null);
}

/** Compares a received secret (a header or query value) with ours in constant time. */
export function sameSecret(given: string | string[] | null | undefined, expected: string): boolean {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
