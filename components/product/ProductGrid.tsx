import QuickAdd from '@/components/cart/QuickAdd';
import type { Product } from '@/lib/commerce/types';
import ProductCard from './ProductCard';
import { defaultSelection, findVariant } from './VariantSelector';
import WishlistButton from './WishlistButton';
import styles from './Product.module.css';

export default function ProductGrid({ products, headingLevel = 'h3' }: { products: Product[]; headingLevel?: 'h2' | 'h3' }) {
  if (products.length === 0) return <p>No products here yet.</p>;
  return (
    <ul className={styles.grid}>
      {products.map((product) => (
        <li key={product.id}>
          <ProductCard
            product={product}
            headingLevel={headingLevel}
            actions={<QuickAdd product={product} />}
            overlay={<WishlistButton product={product} variant={findVariant(product, defaultSelection(product))} compact />}
          />
        </li>
      ))}
    </ul>
  );
}
