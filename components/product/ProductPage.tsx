import DeferredProductContent from '@/components/product/DeferredProductContent';
import { JsonLd, Seo } from '@/components/seo';
import { useCleanVariantAddress } from '@/hooks/use-clean-variant-address';
import { useRecordView } from '@/hooks/use-record-view';
import type { Product } from '@/lib/commerce/types';
import type { ProductContent } from '@/lib/content/types';
import type { SiteLink } from '@/lib/navigation';
import type { PreviewProp } from '@/lib/page-context';
import type { Review } from '@/lib/reviews';

export interface ProductPageProps {
  product: Product;
  content: ProductContent | null;
  reviews: Review[] | null;
  /** Home > the product's first category > the product. */
  trail: SiteLink[];
  structuredData: string[];
  /** The variant the address chose (/products/<slug>?variant=<id>), or null: the first one in stock. */
  variantId: number | null;
}

/**
 * A product page, with the variant its address chose or the first in stock. Whichever variant is chosen, it is the
 * product's one page for search engines: the same canonical address (/products/<slug>) and structured data.
 */
export default function ProductPage({ product, content, reviews, trail, preview, structuredData, variantId }: ProductPageProps & PreviewProp) {
  useRecordView(product);
  useCleanVariantAddress(product.slug, variantId);
  const image = product.images.find((i) => i.isDefault) ?? product.images[0];
  return (
    <>
      <Seo title={product.name} description={product.shortDescription} path={`/products/${product.slug}`} image={image?.url} imageAlt={image?.altText} type="product" noindex={preview} />
      <JsonLd json={structuredData} />
      <DeferredProductContent product={product} content={content} reviews={reviews} trail={trail} imageUrl={image?.url ?? null} variantId={variantId} />
    </>
  );
}
