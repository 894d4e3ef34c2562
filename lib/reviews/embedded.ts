import { readFile } from 'node:fs/promises';
import type { Review } from './types';
import { isRecord } from '../validation/is-record';

/** Validates one raw review; anything malformed is skipped rather than failing the whole file. */
export function parseReview(raw: unknown): Review | null {
  if (!isRecord(raw)) return null;
  const productId = typeof raw.productId === 'number' ? raw.productId : Number(raw.productId);
  const rating = Number(raw.rating);
  if (!Number.isInteger(productId) || !Number.isFinite(rating) || rating < 1 || rating > 5) return null;
  if (typeof raw.body !== 'string' || typeof raw.author !== 'string') return null;
  const date = typeof raw.date === 'string' ? raw.date : '';
  return {
    id: raw.id === undefined || raw.id === null ? `${productId}-${raw.author}-${date}` : String(raw.id),
    productId,
    author: raw.author.trim() || 'Anonymous',
    rating: Math.round(rating),
    title: typeof raw.title === 'string' ? raw.title : '',
    body: raw.body,
    date,
  };
}

/** Reads `{ reviews: [...] }`; a missing file means no reviews. Other read or parse errors are thrown. */
export async function readReviewsFile(file: string): Promise<Review[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  const list = isRecord(parsed) && Array.isArray(parsed.reviews) ? parsed.reviews : [];
  return list.map(parseReview).filter((review): review is Review => review !== null);
}

/** The reviews of one product, newest first. */
export function reviewsForProduct(reviews: Review[], productId: number): Review[] {
  return reviews.filter((review) => review.productId === productId).sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : 0));
}
