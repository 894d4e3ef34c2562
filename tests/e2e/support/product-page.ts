import { expect } from '@playwright/test';

/**
 * A statically generated product page (ISR) as the server answers it now: where it came from ('HIT', 'STALE', 'MISS'
 * from Next's cache) and one variant's stock as the page's own data (__NEXT_DATA__) has it.
 */
export async function productPage(url: string, variantId: number): Promise<{ state: string | null; inventory: number | undefined }> {
  const response = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
  const html = await response.text();
  const data = /<script id="__NEXT_DATA__" type="application\/json">(.*?)<\/script>/s.exec(html);
  expect(data, 'the page carries its data').not.toBeNull();
  const variants = JSON.parse(data![1]).props.pageProps.product.variants as { id: number; inventory: number }[];
  return {
    state: response.headers.get('x-nextjs-cache'),
    inventory: variants.find((variant) => variant.id === variantId)?.inventory,
  };
}

/** Waits until the page is served from Next's cache (the store's own version, no longer the build's or a fresh render). */
export async function untilCached(url: string, variantId: number): Promise<void> {
  await expect.poll(async () => (await productPage(url, variantId)).state, { timeout: 30_000 }).toBe('HIT');
}
