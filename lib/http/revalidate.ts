/**
 * Server only. On-demand revalidation of statically generated (ISR) pages from an API route: Next.js regenerates
 * each page now instead of at its next visit after the revalidate period.
 * A page that cannot be regenerated (its upstream failing) keeps its last good version and is logged; the caller
 * goes on (a webhook must still be acknowledged).
 */
import type { NextApiResponse } from 'next';
import type { Product } from '../commerce/types';
import { variantPagePath } from '../commerce/variant-path';
import { pathForDocument } from '../content/paths';
import { getLogger, serializeError } from '../operations/logger';

/**
 * Revalidates the paths one after the other; answers those Next.js regenerated. `onlyGenerated`: a path Next has not
 * generated yet is left to be generated at its first visit.
 */
async function revalidatePages(res: NextApiResponse, paths: string[], onlyGenerated = false): Promise<string[]> {
  const done: string[] = [];
  for (const path of paths) {
    try {
      await res.revalidate(path, onlyGenerated ? { unstable_onlyGenerated: true } : undefined);
      done.push(path);
    } catch (error) {
      getLogger().warn({ path, err: serializeError(error) }, 'revalidation failed');
    }
  }
  return done;
}

/**
 * Regenerates the pages of these products (as the commerce service reads them now); answers the product pages
 * regenerated. The product's pages with a variant chosen (/products/<slug>?variant=<id>, static pages of their own)
 * that have been visited are regenerated with it, so they show the same stock and prices.
 */
export async function revalidateProductPages(res: NextApiResponse, products: Pick<Product, 'slug' | 'variants'>[]): Promise<string[]> {
  const done = await revalidatePages(res, products.flatMap((product) => pathForDocument('product', product.slug) ?? []));
  await revalidatePages(
    res,
    products.flatMap((product) => product.variants.map((variant) => variantPagePath(product.slug, variant.id))),
    true,
  );
  return done;
}
