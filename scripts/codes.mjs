#!/usr/bin/env node
// Discount codes of the embedded store from the command line: list, create, expire.
//   npm run codes
//   npm run codes -- create --code SPRING20 --percent 20 --min 50 --ends 2026-12-31
//   npm run codes -- expire --code SPRING20
// The options are described in lib/commerce/embedded/codes-command.ts (and printed on any bad input). Hosted codes
// are BigCommerce coupons: create them in its control panel.
import { importTs } from './search/ts-loader.mjs';

async function main() {
  const { getConfig } = await importTs('lib/config.ts');
  const config = getConfig();
  if (config.modes.commerce !== 'embedded') {
    throw new Error('The shop runs on BigCommerce: its discount codes are coupons, managed in the BigCommerce control panel.');
  }
  const { createEmbeddedCommerce } = await importTs('lib/commerce/embedded/index.ts');
  const { openStore, closeAllStores } = await importTs('lib/commerce/embedded/db.ts');
  const { runCodesCommand } = await importTs('lib/commerce/embedded/codes-command.ts');
  const { categoryProducts } = await importTs('lib/commerce/index.ts');
  createEmbeddedCommerce({ dataDir: config.dataDir, seedFile: config.catalogueFile }); // opens, migrates and seeds when needed
  try {
    console.log(await runCodesCommand(process.argv.slice(2), openStore(config.dataDir).store, Date.now(), categoryProducts));
  } finally {
    closeAllStores();
  }
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exitCode = 1;
});
