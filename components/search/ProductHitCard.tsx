import { Highlight } from 'react-instantsearch';
import { ProductCardView } from '@/components/product/ProductCard';
import WishlistButton from '@/components/product/WishlistButton';
import { defaultVariant } from '@/lib/commerce/in-stock';
import { hitHref } from './search-urls';
import { hitPriceRange, hitRetailPriceRange } from '@/lib/search/hit-price';
import type { ProductHit, RenderQuickAdd } from './hit-types';

/**
 * Product result: the shop's product card (default image 150x150, stars, highlighted title, short description, the
 * same price or range as the product page, quick add, one 'Choose options' link, and the wish list heart, which saves
 * the variant the product page opens with: the first not marked sold out).
 */
export default function ProductHitCard({ hit, renderQuickAdd, priority = false }: { hit: ProductHit; renderQuickAdd?: RenderQuickAdd; priority?: boolean }) {
  const image = hit.images?.find((i) => i.defaultImage) ?? hit.images?.[0] ?? null;
  const variant = defaultVariant(hit.variants ?? [], (candidate) => candidate.inStock !== false);
  return (
    <ProductCardView
      href={hitHref('products', hit.slug)}
      prefetch={false}
      name={hit.title}
      title={<Highlight attribute="title" hit={hit} />}
      image={image}
      rating={hit.averageRating}
      reviewCount={hit.reviewCount}
      shortDescription={hit.shortDescription}
      price={hitPriceRange(hit)}
      retailPrice={hitRetailPriceRange(hit)}
      imageSize={150}
      actions={renderQuickAdd ? renderQuickAdd(hit) : null}
      overlay={variant && <WishlistButton product={{ id: hit.productId, slug: hit.slug, name: hit.title }} variant={{ id: variant.variantId, options: variant.options }} compact />}
      priority={priority}
    />
  );
}
