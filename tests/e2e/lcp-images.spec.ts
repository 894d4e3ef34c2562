import { expect, test } from '@playwright/test';

// The largest image of a product or category page loads first (preloaded, eager, fetchpriority high); the images
// below the fold are lazy. Read from the server-rendered HTML, as the browser's preload scanner sees it.
function images(html: string): string[] {
  return [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]);
}

const isPriority = (img: string) => /fetchpriority="high"/i.test(img) && !/loading="lazy"/.test(img);
const isLazy = (img: string) => /loading="lazy"/.test(img) && !/fetchpriority="high"/i.test(img);
const srcOf = (img: string) => /\ssrc="([^"]+)"/.exec(img)?.[1] ?? '';

test("product page: the gallery's first image first, its other images and the thumbnails lazy", async ({ request }) => {
  const html = await (await request.get('/products/whey-protein-isolate')).text();
  const [main, ...rest] = images(html).filter((img) => /data-nimg/.test(img));
  expect(isPriority(main)).toBe(true);
  expect(main).toMatch(/id="gallery-image-1"/);
  expect(html).toContain(`<link rel="preload" as="image" href="${srcOf(main)}"`);
  const others = rest.filter((img) => /id="gallery-image-\d+"/.test(img));
  const thumbs = rest.filter((img) => /width="72"/.test(img));
  expect(others.length).toBeGreaterThan(0);
  expect(thumbs).toHaveLength(others.length + 1);
  for (const image of [...others, ...thumbs]) expect(isLazy(image)).toBe(true);
});

test('category page: the first row of cards first, the cards below lazy', async ({ request }) => {
  const html = await (await request.get('/categories/shop-by-sport')).text();
  const cards = images(html).filter((img) => /width="150"/.test(img));
  expect(cards.length).toBeGreaterThan(4);
  expect(cards.slice(0, 2).every(isPriority)).toBe(true);
  expect(cards.slice(2).every(isLazy)).toBe(true);
});
