/** @jest-environment node */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { resetConfigForTests } from '@/lib/config';
import { getProductReviews, resetReviewsForTests, reviewsFile } from '@/lib/reviews/index';

let dir: string;
const saved = { ...process.env };

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'reviews-index-'));
  await writeFile(
    path.join(dir, 'reviews.json'),
    JSON.stringify({
      reviews: [
        { id: 'a', productId: 101, author: 'Sam', rating: 5, title: 'Great', body: 'Mixes well.', date: '2025-01-02' },
        { id: 'b', productId: 102, author: 'Jo', rating: 3, title: 'Ok', body: 'Fine.', date: '2025-01-03' },
      ],
    }),
  );
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

afterEach(() => {
  process.env = { ...saved };
  resetConfigForTests();
  resetReviewsForTests();
});

describe('getProductReviews', () => {
  it('reads the reviews beside the catalogue file in embedded mode', async () => {
    delete process.env.YOTPO_APP_KEY;
    process.env.CATALOGUE_FILE = path.join(dir, 'catalogue.json');
    resetConfigForTests();
    expect(reviewsFile(process.env.CATALOGUE_FILE)).toBe(path.join(dir, 'reviews.json'));
    await expect(getProductReviews(101)).resolves.toEqual([
      { id: 'a', productId: 101, author: 'Sam', rating: 5, title: 'Great', body: 'Mixes well.', date: '2025-01-02' },
    ]);
    await expect(getProductReviews(999)).resolves.toEqual([]);
  });

  it('gives no reviews when the file does not exist', async () => {
    delete process.env.YOTPO_APP_KEY;
    await expect(getProductReviews(101, { file: path.join(dir, 'missing.json') })).resolves.toEqual([]);
  });

  it('returns null in hosted mode: the Yotpo widget loads reviews in the browser', async () => {
    process.env.YOTPO_APP_KEY = 'app-key';
    resetConfigForTests();
    await expect(getProductReviews(101)).resolves.toBeNull();
  });
});
