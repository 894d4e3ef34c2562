import QuickAdd from '@/components/cart/QuickAdd';
import type { ProductSummary } from '@/lib/commerce/types';
import ProductCard from './ProductCard';
import styles from './Product.module.css';

/** The cards' pictures: a column of the grid (one below 360px, two on phones, four from 768px of at most 300px). */
const GRID_IMAGE_SIZES = '(max-width: 359px) calc(100vw - 4rem), (max-width: 767px) 45vw, (max-width: 1279px) 23vw, 300px';

interface Props {
  products: ProductSummary[];
  headingLevel?: 'h2' | 'h3';
  /** How many cards, from the first, are above the fold: their images load first; the others are lazy. */
  priorityCount?: number;
}

export default function ProductGrid({ products, headingLevel = 'h3', priorityCount = 0 }: Props) {
  if (products.length === 0) return <p>No products here yet.</p>;
  return (
    <ul className={styles.grid}>
      {products.map((product, index) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            imageSizes={GRID_IMAGE_SIZES}
            actions={<QuickAdd product={product} />}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
