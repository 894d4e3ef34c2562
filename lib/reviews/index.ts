/**
 * Server-side reviews. Embedded mode reads data/reviews.json (absent file = no reviews); hosted mode (Yotpo)
 * has nothing server-side: the widget loads reviews in the browser, so this returns null.
 */
import path from 'node:path';
import { getConfig } from '../config';
import { readReviewsFile, reviewsForProduct } from './embedded';
import type { Review } from './types';

export type { Review } from './types';

/** data/reviews.json, or reviews.json beside an overridden catalogue file (CATALOGUE_FILE). */
export function reviewsFile(catalogueFile: string): string {
  return path.join(path.dirname(catalogueFile), 'reviews.json');
}

let cache: { file: string; reviews: Promise<Review[]> } | null = null;

function allReviews(file: string): Promise<Review[]> {
  if (cache === null || cache.file !== file) {
    const reviews = readReviewsFile(file);
    cache = { file, reviews };
    reviews.catch(() => {
      cache = null;
    });
  }
  return cache.reviews;
}

/** The reviews of a product, newest first; null in hosted mode (the Yotpo widget shows them). */
export async function getProductReviews(productId: number, options: { file?: string } = {}): Promise<Review[] | null> {
  const config = getConfig();
  if (config.modes.reviews === 'hosted') return null;
  const file = path.resolve(/*turbopackIgnore: true*/ options.file ?? reviewsFile(config.catalogueFile));
  return reviewsForProduct(await allReviews(file), productId);
}

/** Tests only. */
export function resetReviewsForTests(): void {
  cache = null;
}
