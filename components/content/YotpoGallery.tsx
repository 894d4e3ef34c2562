import { publicConfig } from '@/lib/public-config';
import { useYotpoWidgets } from '@/lib/reviews/use-yotpo-widgets';
import type { YotpoGalleryNode } from './types';
import styles from './YotpoGallery.module.css';

/**
 * A Yotpo customer-photo gallery. Rendered only when Yotpo is configured (hosted reviews); the embedded shop
 * loads no third-party script, so it shows a short note instead.
 */
export default function YotpoGallery({ value }: { value: YotpoGalleryNode }) {
  const appKey = publicConfig.yotpoAppKey;
  useYotpoWidgets(appKey);
  if (!value.galleryId) return null;
  if (!appKey) {
    return (
      <p className={styles.note} role="note">
        The customer photo gallery is unavailable in the demo store.
      </p>
    );
  }
  return (
    <div
      className={`yotpo yotpo-pictures-widget ${styles.gallery}`}
      data-gallery-id={String(value.galleryId)}
      data-product-id={value.productId === undefined ? undefined : String(value.productId)}
    />
  );
}
