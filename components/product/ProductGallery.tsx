import { useState } from 'react';
import SmartImage from '@/components/ui/SmartImage';
import type { ProductImage } from '@/lib/commerce/types';
import styles from './Product.module.css';

export default function ProductGallery({ images, name }: { images: ProductImage[]; name: string }) {
  const ordered = [...images].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  const [active, setActive] = useState(0);
  const current = ordered[active];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      <SmartImage
        src={current.url}
        alt={current.altText || name}
        width={current.width}
        height={current.height}
        priority
        sizes="(max-width: 800px) 100vw, 560px"
        className={styles.galleryMain}
      />
      {ordered.length > 1 && (
        <ul className={styles.thumbs} aria-label="Product images">
          {ordered.map((image, index) => (
            <li key={image.url}>
              <button type="button" onClick={() => setActive(index)} aria-pressed={index === active} aria-label={`Show image ${index + 1} of ${ordered.length}`}>
                <SmartImage src={image.url} alt="" width={72} height={72} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
