import { publicConfig } from '@/lib/public-config';
import { useYotpoWidgets } from '@/lib/reviews/use-yotpo-widgets';
import type { YotpoGalleryNode } from './types';
import styles from './YotpoGallery.module.css';

/**
 * A Yotpo customer-photo gallery. Rendered only when Yotpo is configured (hosted reviews); the embedded shop
 * loads no third-party script and has no customer photos, so it renders nothing.
 */
export default function YotpoGallery({ value }: { value: YotpoGalleryNode }) {
  const appKey = publicConfig.yotpoAppKey;
  useYotpoWidgets(appKey);
  if (!value.galleryId || !appKey) return null;
  return (
    <div
      className={`yotpo yotpo-pictures-widget ${styles.gallery}`}
      data-gallery-id={String(value.galleryId)}
      data-product-id={value.productId === undefined ? undefined : String(value.productId)}
    />
  );
}
