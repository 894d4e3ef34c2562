import Link from 'next/link';
import type { ReactNode } from 'react';
import SmartImage from '@/components/ui/SmartImage';
import { defaultVariant, isInStock } from '@/lib/commerce/in-stock';
import type { PriceRange, ProductSummary } from '@/lib/commerce/types';
import PriceDisplay from './PriceDisplay';
import StarRating from './StarRating';
import WishlistButton from './WishlistButton';
import styles from './Product.module.css';

/**
 * The card's picture is as wide as the card: the width of one column of the listing grid (one column below 360px,
 * two on phones, three from 768px, four of at most 300px from 1200px). A raster image's srcset is chosen by it.
 */
export const CARD_IMAGE_SIZES = '(max-width: 359px) calc(100vw - 4rem), (max-width: 767px) 45vw, (max-width: 1199px) 30vw, 300px';

interface ProductCardViewProps {
  href: string;
  /** The product name as text (link labels, alt text). */
  name: string;
  /** What the title shows; defaults to the name (search results pass the highlighted title). */
  title?: ReactNode;
  image: { url: string } | null;
  rating: number;
  reviewCount?: number;
  shortDescription?: string;
  price: PriceRange;
  retailPrice?: PriceRange | null;
  imageSize?: 200 | 150;
  /** How wide the picture shows (the img's `sizes`): a column of the listing grid unless the card sits elsewhere. */
  imageSizes?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Quick add buttons, shown above the 'Choose options' link. */
  actions?: ReactNode;
  /** Prefetch the product page when the link shows (off for long result lists). */
  prefetch?: boolean;
  /** A control over the picture's corner (the wish list heart). */
  overlay?: ReactNode;
  /** Above the fold (the first cards of a listing): the image is preloaded with high priority instead of lazy. */
  priority?: boolean;
}

/**
 * The one product card of every listing (category pages, home rows, search results, the recently viewed panel):
 * image, title, stars, short description, price, quick add buttons and exactly one 'Choose options' link. Its seven
 * parts are rows of the listing's grid (subgrid), so across a row of cards the prices and buttons line up.
 */
export function ProductCardView({
  href,
  name,
  title,
  image,
  rating,
  reviewCount,
  shortDescription,
  price,
  retailPrice = null,
  imageSize = 200,
  imageSizes = CARD_IMAGE_SIZES,
  headingLevel: Heading = 'h3',
  actions,
  prefetch,
  overlay,
  priority = false,
}: ProductCardViewProps) {
  return (
    <article className={styles.card}>
      {overlay}
      <Link href={href} prefetch={prefetch} className={styles.cardImage} tabIndex={-1} aria-hidden="true">
        {image ? (
          <SmartImage src={image.url} alt="" width={imageSize} height={imageSize} sizes={imageSizes} priority={priority} />
        ) : (
          <span className={styles.cardImagePlaceholder} />
        )}
      </Link>
      <Heading className={styles.cardTitle}>
        <Link href={href} prefetch={prefetch}>
          {title ?? name}
        </Link>
      </Heading>
      <StarRating rating={rating} count={reviewCount} />
      {shortDescription ? <p className={styles.cardDescription}>{shortDescription}</p> : <div />}
      <div className={styles.cardPrice}>
        <PriceDisplay price={price} retailPrice={retailPrice} label="" saleBadge />
      </div>
      <div className={styles.cardActions}>{actions}</div>
      <Link href={href} prefetch={prefetch} className={styles.chooseOptions}>
        Choose options<span className="visually-hidden"> for {name}</span>
      </Link>
    </article>
  );
}

interface Props {
  product: ProductSummary;
  imageSize?: 200 | 150;
  imageSizes?: string;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** Quick add buttons (commerce issue); rendered under the price. */
  actions?: ReactNode;
  /** Above the fold (the first cards of a listing): the image is preloaded with high priority instead of lazy. */
  priority?: boolean;
}

/**
 * A product's card with its wish list heart, which saves the variant the product page opens with (the first in stock):
 * a card has no options to choose, and the heart's label names the variant it saves.
 */
export default function ProductCard({ product, imageSize = 200, imageSizes, headingLevel = 'h3', actions, priority = false }: Props) {
  const variant = defaultVariant(product.variants, isInStock);
  return (
    <ProductCardView
      href={`/products/${product.slug}`}
      name={product.name}
      image={product.image}
      rating={product.averageRating}
      reviewCount={product.reviewCount}
      shortDescription={product.shortDescription}
      price={product.priceRange}
      retailPrice={product.retailPriceRange}
      imageSize={imageSize}
      imageSizes={imageSizes}
      headingLevel={headingLevel}
      actions={actions}
      overlay={variant && <WishlistButton product={product} variant={variant} compact />}
      priority={priority}
    />
  );
}
