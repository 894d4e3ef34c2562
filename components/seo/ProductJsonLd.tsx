import type { Product } from '@/lib/commerce/types';
import { publicConfig } from '@/lib/public-config';
import type { Review } from '@/lib/reviews/types';
import JsonLd from './JsonLd';
import { productJsonLd } from './json-ld';

/** Product structured data (AUD offers, availability, rating) for a product page. */
export default function ProductJsonLd({ product, reviews, siteUrl }: { product: Product; reviews?: Review[] | null; siteUrl?: string }) {
  const url = `${(siteUrl ?? publicConfig.siteUrl).replace(/\/+$/, '')}/products/${product.slug}`;
  return <JsonLd data={productJsonLd(product, url, { reviews: reviews ?? undefined })} />;
}
