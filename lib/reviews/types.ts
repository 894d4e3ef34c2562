/** Product reviews (embedded mode reads them from data/reviews.json; hosted mode uses the Yotpo widget). */

export interface Review {
  id: string;
  productId: number;
  author: string;
  /** 1..5 */
  rating: number;
  title: string;
  body: string;
  /** ISO date (YYYY-MM-DD or a full timestamp). */
  date: string;
}

interface RatingSummary {
  /** 0..5, one decimal. */
  average: number;
  count: number;
  /** Reviews per star, index 0 = one star ... index 4 = five stars. */
  distribution: [number, number, number, number, number];
}

/** Average (one decimal), count and per-star counts of a list of reviews. */
export function summarizeReviews(reviews: Pick<Review, 'rating'>[]): RatingSummary {
  const distribution: RatingSummary['distribution'] = [0, 0, 0, 0, 0];
  let sum = 0;
  for (const review of reviews) {
    const stars = Math.min(Math.max(Math.round(review.rating), 1), 5);
    distribution[stars - 1] += 1;
    sum += stars;
  }
  const count = reviews.length;
  return { average: count ? Math.round((sum / count) * 10) / 10 : 0, count, distribution };
}
