import QuickAdd from '@/components/cart/QuickAdd';
import type { ProductSummary } from '@/lib/commerce/types';
import ProductCard from './ProductCard';
import styles from './Product.module.css';

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
            actions={<QuickAdd product={product} />}
            priority={index < priorityCount}
          />
        </li>
      ))}
    </ul>
  );
}
