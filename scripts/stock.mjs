#!/usr/bin/env node
// Stock administration of the embedded store, and the back-in-stock notices a restock sends.
//   npm run stock -- --sku WPI-CHO-1KG --add 20
// Adds (or, negative with --add=-N, removes) units of the variant with that SKU in DATA_DIR's store. When the variant is in stock
// afterwards, everyone who asked 'Email me when it's back' for it gets one notice: an email in DATA_DIR/outbox/, or a
// Klaviyo "Back In Stock" event when KLAVIYO_PRIVATE_API_KEY is set. Hosted stock is changed in BigCommerce, whose
// inventory webhook (/api/webhooks/bigcommerce) sends the same notices.
import { parseArgs } from 'node:util';
import { importTs } from './search/ts-loader.mjs';

const USAGE = 'Usage: npm run stock -- --sku <SKU> --add <units>';

async function main() {
  let values;
  try {
    ({ values } = parseArgs({ options: { sku: { type: 'string' }, add: { type: 'string' } }, allowPositionals: false }));
  } catch (error) {
    throw new Error(`${error.message}\n${USAGE}`);
  }
  if (!values.sku || values.add === undefined || !/^-?\d+$/.test(values.add)) throw new Error(USAGE);

  const { getConfig } = await importTs('lib/config.ts');
  const config = getConfig();
  if (config.modes.commerce !== 'embedded') {
    throw new Error('The shop runs on BigCommerce: change stock there (its inventory webhook sends the back-in-stock notices).');
  }
  const { addStockBySku } = await importTs('lib/commerce/embedded/stock.ts');
  const { notifyBackInStock } = await importTs('lib/stock-alerts/index.ts');
  const { closeSharedState } = await importTs('lib/shared-state/index.ts');

  const change = await addStockBySku({ dataDir: config.dataDir, seedFile: config.catalogueFile }, values.sku, Number(values.add));
  console.log(`${change.sku}: ${change.before} -> ${change.after} in stock`);
  const sent = change.after > 0 ? await notifyBackInStock([change.productId]) : 0;
  const where = config.stockAlerts.klaviyo ? 'as Klaviyo events' : `to ${config.dataDir}/outbox/`;
  console.log(`${sent} back-in-stock notice${sent === 1 ? '' : 's'} sent${sent > 0 ? ` ${where}` : ''}`);
  await closeSharedState();
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exitCode = 1;
});
