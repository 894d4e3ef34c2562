import ProductCard from '@/components/product/ProductCard';
import { useRecentlyViewed, type RecentProduct } from '@/hooks/use-recently-viewed';
import { useUi } from '@/hooks/use-ui';
import Drawer from '@/components/ui/Drawer';
import type { Product } from '@/lib/commerce/types';
import QuickAdd from './QuickAdd';
import styles from './Cart.module.css';

/** A stored snapshot as the product card's Product (fields the card does not show are left empty). */
export function snapshotToProduct(snapshot: RecentProduct): Product {
  return {
    id: snapshot.id,
    slug: snapshot.slug,
    name: snapshot.name,
    shortName: snapshot.name,
    shortDescription: snapshot.shortDescription ?? '',
    description: '',
    images: snapshot.image ? [{ url: snapshot.image.url, altText: snapshot.image.altText, isDefault: true, width: 200, height: 200 }] : [],
    averageRating: snapshot.averageRating ?? 0,
    reviewCount: snapshot.reviewCount ?? 0,
    minQuantity: snapshot.minQuantity ?? 0,
    maxQuantity: snapshot.maxQuantity ?? 0,
    variants: snapshot.variants.map((variant) => ({
      id: variant.id,
      sku: '',
      options: variant.options ?? [],
      priceCents: snapshot.priceRange.minCents,
      retailPriceCents: null,
      inventory: variant.inventory ?? 0,
      purchasable: variant.purchasable ?? true,
    })),
    priceRange: snapshot.priceRange,
    retailPriceRange: snapshot.retailPriceRange ?? null,
    isGiftCertificate: false,
  };
}

function RecentlyViewedBody() {
  const state = useRecentlyViewed();
  if (state.status === 'loading') return <p role="status">Loading recent items…</p>;
  if (state.status === 'error') return <p className={styles.message}>Error loading recent items</p>;
  if (state.products.length === 0) return <p>No recent items</p>;
  return (
    <ul className={styles.recentGrid} aria-label="Recently viewed products">
      {state.products.map((snapshot) => {
        const product = snapshotToProduct(snapshot);
        return (
          <li key={product.id}>
            <ProductCard product={product} imageSize={200} headingLevel="h3" actions={<QuickAdd product={product} />} />
          </li>
        );
      })}
    </ul>
  );
}

/** The recently viewed slide-in: product cards (200x200) of the products viewed last, newest first. */
export default function RecentlyViewedPanel() {
  const { recentPanelOpen, closeRecentPanel } = useUi();
  return (
    <Drawer
      id="recent-panel"
      heading="Your recently viewed products"
      closeLabel="Close recently viewed"
      open={recentPanelOpen}
      onClose={closeRecentPanel}
    >
      <RecentlyViewedBody />
    </Drawer>
  );
}
