import ProductCard from '@/components/product/ProductCard';
import productStyles from '@/components/product/Product.module.css';
import { useRecentlyViewed } from '@/hooks/use-recently-viewed';
import { useUi } from '@/hooks/use-ui';
import Drawer from '@/components/ui/Drawer';
import QuickAdd from './QuickAdd';
import styles from './Cart.module.css';

/** The cards' pictures: about half of a phone's full-width sheet, or of the 420px panel from 601px (Drawer.module.css). */
const PANEL_IMAGE_SIZES = '(max-width: 600px) 45vw, 180px';

function RecentlyViewedBody() {
  const state = useRecentlyViewed();
  if (state.status === 'loading') return <p role="status">Loading recent items…</p>;
  if (state.status === 'error') return <p className={styles.message}>Error loading recent items</p>;
  if (state.products.length === 0) return <p>No recent items</p>;
  return (
    <ul className={styles.recentGrid} aria-label="Recently viewed products">
      {state.products.map((product) => (
        <li key={product.id} className={productStyles.cardCell}>
          <ProductCard product={product} imageSize={200} imageSizes={PANEL_IMAGE_SIZES} headingLevel="h3" actions={<QuickAdd product={product} />} />
        </li>
      ))}
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
