import { useState } from 'react';
import SmartImage from '@/components/ui/SmartImage';
import type { ProductImage } from '@/lib/commerce/types';
import styles from './Product.module.css';

/**
 * The main image's rendered width (Product.module.css): the page's width (main: max 1280 px with 1 rem padding)
 * below 800 px; half of it, less the 2 rem gap, above; at most (1280 - 2 - 2 rem) / 2 = 608 px. The main image is
 * the product page's largest element, so it is preloaded with high priority.
 */
export const GALLERY_SIZES = '(max-width: 800px) calc(100vw - 2rem), (max-width: 1280px) calc(50vw - 2rem), 608px';

/**
 * The images the gallery shows: the chosen variant's picture first (in place of the product's default pack shot)
 * when it has one, else the default image first; then the product's other images.
 */
function galleryImages(images: ProductImage[], variantImage: ProductImage | null = null): ProductImage[] {
  const ordered = [...images].sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  if (!variantImage) return ordered;
  return [variantImage, ...ordered.filter((image) => !image.isDefault && image.url !== variantImage.url)];
}

interface Props {
  images: ProductImage[];
  name: string;
  /** The chosen variant's own picture: shown as the main image when the variant is chosen. */
  variantImage?: ProductImage | null;
}

export default function ProductGallery(props: Props) {
  // A new variant picture starts the gallery again at its first image.
  return <Gallery key={props.variantImage?.url ?? 'product'} {...props} />;
}

function Gallery({ images, name, variantImage = null }: Props) {
  const ordered = galleryImages(images, variantImage);
  const [active, setActive] = useState(0);
  const current = ordered[active] ?? ordered[0];
  if (!current) return null;
  return (
    <div className={styles.gallery}>
      <SmartImage
        src={current.url}
        alt={current.altText || name}
        width={current.width}
        height={current.height}
        priority
        sizes={GALLERY_SIZES}
        className={styles.galleryMain}
        data-testid="gallery-main"
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
