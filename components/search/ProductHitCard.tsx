import { Highlight } from 'react-instantsearch';
import { ProductCardView } from '@/components/product/ProductCard';
import { hitHref } from './search-urls';
import { hitPriceRange, hitRetailPriceRange } from '@/lib/search/hit-price';
import type { ProductHit, RenderQuickAdd } from './hit-types';

/**
 * Product result: the shop's product card (default image 150x150, stars, highlighted title, short description, the
 * same price or range as the product page, quick add and one 'Choose options' link).
 */
export default function ProductHitCard({ hit, renderQuickAdd, priority = false }: { hit: ProductHit; renderQuickAdd?: RenderQuickAdd; priority?: boolean }) {
  const image = hit.images?.find((i) => i.defaultImage) ?? hit.images?.[0] ?? null;
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
      priority={priority}
    />
  );
}
