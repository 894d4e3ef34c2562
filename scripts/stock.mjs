#!/usr/bin/env node
// Stock administration of the embedded store, and the back-in-stock notices a restock sends.
//   npm run stock -- --sku WPI-CHOC-1KG --add 20
//   SHOP_URL=http://127.0.0.1:3100 npm run stock -- --sku WPI-CHOC-1KG --add=-3
// Adds (or, negative with --add=-N, removes) units of the variant with that SKU in DATA_DIR's store. Then it tells
// the running shop (SHOP_URL, default SITE_URL, default http://localhost:3000) through its store webhook
// (/api/webhooks/store, authenticated by the secret generated in DATA_DIR), which regenerates the product's page at
// once; a shop that is not running or does not answer within 10 s shows the change at the page's next regeneration
// (within 60 s), and the stock change stands either way. Only then, when the variant is in stock, everyone who asked
// 'Email me when it's back' for it gets one notice linking to that page: an email in DATA_DIR/outbox/, or a Klaviyo
// "Back In Stock" event when KLAVIYO_PRIVATE_API_KEY is set. Hosted stock is changed in BigCommerce, whose inventory
// webhook (/api/webhooks/bigcommerce) does the same.
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
  const { announceStoreChange } = await importTs('lib/commerce/embedded/store-webhook.ts');
  const { REVALIDATE_SECONDS } = await importTs('lib/site.ts');
  const { notifyBackInStock } = await importTs('lib/stock-alerts/index.ts');
  const { closeSharedState } = await importTs('lib/shared-state/index.ts');

  const change = await addStockBySku({ dataDir: config.dataDir, seedFile: config.catalogueFile }, values.sku, Number(values.add));
  console.log(`${change.sku}: ${change.before} -> ${change.after} in stock`);
  // The page first: the notices below link to it.
  const shop = await announceStoreChange(process.env.SHOP_URL || config.siteUrl, [change.productId]);
  const later = `the product page shows the change at its next regeneration (within ${REVALIDATE_SECONDS} s)`;
  if (!shop.told) console.log(`The shop was not told: ${shop.reason}; ${later}.`);
  else if (shop.revalidated.length === 0) console.log(`The shop regenerated no page (see its log); ${later}.`);
  else for (const page of shop.revalidated) console.log(`Product page regenerated: ${page}`);
  const sent = change.after > 0 ? await notifyBackInStock([change.productId]) : 0;
  const where = config.stockAlerts.klaviyo ? 'as Klaviyo events' : `to ${config.dataDir}/outbox/`;
  console.log(`${sent} back-in-stock notice${sent === 1 ? '' : 's'} sent${sent > 0 ? ` ${where}` : ''}`);
  await closeSharedState();
}

main().catch((error) => {
  console.error(error?.message ?? error);
  process.exitCode = 1;
});
