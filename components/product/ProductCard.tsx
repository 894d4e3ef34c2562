import Link from 'next/link';
import type { ReactNode } from 'react';
import SmartImage from '@/components/ui/SmartImage';
import type { Product } from '@/lib/commerce/types';
import PriceDisplay from './PriceDisplay';
import StarRating from './StarRating';
import styles from './Product.module.css';

interface Props {
  product: Product;
  imageSize?: 200 | 150;
  headingLevel?: 'h2' | 'h3';
  /** Quick add buttons (commerce issue); rendered under the price. */
  actions?: ReactNode;
}

export default function ProductCard({ product, imageSize = 200, headingLevel: Heading = 'h3', actions }: Props) {
  const image = product.images.find((i) => i.isDefault) ?? product.images[0];
  const href = `/products/${product.slug}`;
  return (
    <article className={styles.card}>
      <Link href={href} className={styles.cardImage} tabIndex={-1} aria-hidden="true">
        {image && <SmartImage src={image.url} alt="" width={imageSize} height={imageSize} sizes={`${imageSize}px`} />}
      </Link>
      <Heading className={styles.cardTitle}>
        <Link href={href}>{product.name}</Link>
      </Heading>
      <StarRating rating={product.averageRating} count={product.reviewCount} />
      <p className={styles.cardDescription}>{product.shortDescription}</p>
      <PriceDisplay price={product.priceRange} retailPrice={product.retailPriceRange} label="" />
      {actions}
    </article>
  );
}
