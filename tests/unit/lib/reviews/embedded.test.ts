/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseReview, readReviewsFile, reviewsForProduct } from '@/lib/reviews/embedded';
import { summarizeReviews } from '@/lib/reviews/types';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reviews-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('readReviewsFile', () => {
  it('treats a missing file as no reviews', async () => {
    await expect(readReviewsFile(path.join(dir, 'nope.json'))).resolves.toEqual([]);
  });

  it('reads valid reviews and skips malformed ones', async () => {
    const file = path.join(dir, 'reviews.json');
    await writeFile(
      file,
      JSON.stringify({
        reviews: [
          { id: 'r1', productId: 101, author: 'Sam', rating: 5, title: 'Great', body: 'Mixes well.', date: '2025-01-02' },
          { id: 'r2', productId: 101, author: 'Jo', rating: 9, title: 'Bad rating', body: 'x', date: '2025-01-03' },
          { id: 'r3', productId: 'abc', author: 'Al', rating: 4, title: '', body: 'x', date: '2025-01-03' },
          null,
        ],
      }),
    );
    const reviews = await readReviewsFile(file);
    expect(reviews).toEqual([{ id: 'r1', productId: 101, author: 'Sam', rating: 5, title: 'Great', body: 'Mixes well.', date: '2025-01-02' }]);
  });

  it('throws on invalid JSON (a broken seed file should be noticed)', async () => {
    const file = path.join(dir, 'broken.json');
    await writeFile(file, '{ nope');
    await expect(readReviewsFile(file)).rejects.toThrow();
  });

  it('reads a file without a reviews list as empty', async () => {
    const file = path.join(dir, 'other.json');
    await writeFile(file, '{"something": []}');
    await expect(readReviewsFile(file)).resolves.toEqual([]);
  });
});

describe('review helpers', () => {
  it('parseReview accepts numeric strings and fills an id', () => {
    expect(parseReview({ productId: '7', author: ' Kim ', rating: '4', body: 'Good', date: '2024-02-02' })).toEqual({
      id: '7- Kim -2024-02-02',
      productId: 7,
      author: 'Kim',
      rating: 4,
      title: '',
      body: 'Good',
      date: '2024-02-02',
    });
  });

  it('filters a product and sorts newest first', () => {
    const base = { author: 'a', rating: 5, title: '', body: 'b' };
    const list = [
      { ...base, id: '1', productId: 1, date: '2024-01-01' },
      { ...base, id: '2', productId: 2, date: '2024-06-01' },
      { ...base, id: '3', productId: 1, date: '2024-03-01' },
    ];
    expect(reviewsForProduct(list, 1).map((r) => r.id)).toEqual(['3', '1']);
  });

  it('summarises ratings', () => {
    expect(summarizeReviews([{ rating: 5 }, { rating: 4 }, { rating: 4 }])).toEqual({ average: 4.3, count: 3, distribution: [0, 0, 0, 2, 1] });
    expect(summarizeReviews([])).toEqual({ average: 0, count: 0, distribution: [0, 0, 0, 0, 0] });
  });
});

describe('the shipped sample reviews', () => {
  it('read as written by different people: no product has two reviews with the same title or text', async () => {
    const reviews = await readReviewsFile(path.join(process.cwd(), 'data', 'reviews.json'));
    const byProduct = new Map<number, { titles: Set<string>; bodies: Set<string>; count: number }>();
    for (const review of reviews) {
      const entry = byProduct.get(review.productId) ?? { titles: new Set(), bodies: new Set(), count: 0 };
      entry.titles.add(review.title);
      entry.bodies.add(review.body);
      entry.count += 1;
      byProduct.set(review.productId, entry);
    }
    expect(byProduct.size).toBeGreaterThan(20);
    for (const [productId, { titles, bodies, count }] of byProduct) {
      expect({ productId, titles: titles.size, bodies: bodies.size }).toEqual({ productId, titles: count, bodies: count });
    }
  });
});
