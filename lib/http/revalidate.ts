/**
 * Server only. On-demand revalidation of statically generated (ISR) pages from an API route: Next.js regenerates
 * each page now instead of at its next visit after the revalidate period.
 * A page that cannot be regenerated (its upstream failing) keeps its last good version and is logged; the caller
 * goes on (a webhook must still be acknowledged).
 */
import type { NextApiResponse } from 'next';
import type { Product } from '../commerce/types';
import { pathForDocument } from '../content/paths';
import { getLogger, serializeError } from '../operations/logger';

/** Revalidates the paths one after the other; answers those Next.js regenerated. */
async function revalidatePages(res: NextApiResponse, paths: string[]): Promise<string[]> {
  const done: string[] = [];
  for (const path of paths) {
    try {
      await res.revalidate(path);
      done.push(path);
    } catch (error) {
      getLogger().warn({ path, err: serializeError(error) }, 'revalidation failed');
    }
  }
  return done;
}

/** Regenerates the pages of these products (as the commerce service reads them now); answers the paths regenerated. */
export function revalidateProductPages(res: NextApiResponse, products: Pick<Product, 'slug'>[]): Promise<string[]> {
  return revalidatePages(res, products.flatMap((product) => pathForDocument('product', product.slug) ?? []));
}
