#!/usr/bin/env node
// Runs the fake BigCommerce (tests/support/fake-bigcommerce) on its own, for manual runs of the shop in hosted mode.
//   node scripts/fake-bigcommerce.mjs [--port=4404] [--seed=catalogue|scenario] [--quota=150]
// It prints the BIGCOMMERCE_* variables to start the shop with; on exit (Ctrl-C) it prints the request counts and
// every contract failure it recorded, and exits 1 when there were any.
import { importTs } from './search/ts-loader.mjs';

const arg = (name, fallback) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback;

const { startFakeBigCommerce } = await importTs('tests/support/fake-bigcommerce/index.ts');
const fake = await startFakeBigCommerce({
  port: Number(arg('port', 4404)),
  seed: arg('seed', 'catalogue'),
  quota: { requests: Number(arg('quota', 150)) },
});
console.log(`fake BigCommerce on ${fake.url}; start the shop with:`);
for (const [name, value] of Object.entries(fake.env)) console.log(`  ${name}=${value}`);

async function stop() {
  await fake.close();
  console.log(JSON.stringify(fake.counts(), null, 2));
  const failures = fake.failures();
  for (const failure of failures) console.error(`contract failure: ${failure}`);
  process.exit(failures.length > 0 ? 1 : 0);
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
