import { useEffect, useRef, useState, type MouseEvent } from 'react';
import SmartImage from '@/components/ui/SmartImage';
import { useHydrated } from '@/hooks/use-hydrated';
import type { ProductImage } from '@/lib/commerce/types';
import styles from './Product.module.css';

/**
 * The main image's rendered width (Product.module.css): the page's width (main: max 1280 px with 1 rem padding)
 * below 600 px; from 600 px, beside the details, half of it less the 2 rem gap; at most (1280 - 2 - 2 rem) / 2 =
 * 608 px. The main image is the product page's largest element, so it is preloaded with high priority.
 */
export const GALLERY_SIZES = '(max-width: 599px) calc(100vw - 2rem), (max-width: 1280px) calc(50vw - 2rem), 608px';

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

/** The id of the gallery's image at `index`, which its thumbnail links to. */
const IMAGE_ID_PREFIX = 'gallery-image-';
const imageId = (index: number) => `${IMAGE_ID_PREFIX}${index + 1}`;

/**
 * The images side by side in a strip that scrolls sideways and snaps to one image at a time (a swipe on a phone),
 * the first one the page's largest image (preloaded with high priority), the others lazy. Each thumbnail is a link to
 * its image, so without JavaScript a press scrolls the strip to it; once hydrated the press scrolls the strip alone
 * (the page stays where it is, and no history entry is added), and the thumbnail of the image in view is marked.
 */
function Gallery({ images, name, variantImage = null }: Props) {
  const ordered = galleryImages(images, variantImage);
  const [active, setActive] = useState(0);
  const hydrated = useHydrated();
  const strip = useRef<HTMLDivElement>(null);
  const onScroll = () => {
    const element = strip.current;
    if (element?.clientWidth) setActive(Math.round(element.scrollLeft / element.clientWidth));
  };
  // A thumbnail pressed before hydration (or an address with an image's anchor) has already scrolled the strip.
  useEffect(onScroll, []);
  if (ordered.length === 0) return null;
  const many = ordered.length > 1;

  const show = (event: MouseEvent, index: number) => {
    const element = strip.current;
    if (!element) return;
    event.preventDefault();
    element.scrollTo({ left: index * element.clientWidth });
    setActive(index);
    // An address that points at one of the images (a thumbnail pressed before hydration, a shared link) now points
    // at the one shown, in place (no history entry). Left as it was, Chromium keeps its old image as the page's
    // anchor and scrolls it back into view at the next layout after the page loads, undoing this press.
    if (window.location.hash.startsWith(`#${IMAGE_ID_PREFIX}`)) window.history.replaceState(window.history.state, '', `#${imageId(index)}`);
  };

  return (
    <div className={styles.gallery}>
      <div ref={strip} className={styles.slides} onScroll={many ? onScroll : undefined} {...(many ? { role: 'region', 'aria-label': `Pictures of ${name}`, tabIndex: 0 } : {})}>
        {ordered.map((image, index) => (
          <SmartImage
            key={image.url}
            id={imageId(index)}
            src={image.url}
            alt={image.altText || name}
            width={image.width}
            height={image.height}
            priority={index === 0}
            sizes={GALLERY_SIZES}
            className={styles.galleryMain}
            data-testid={index === 0 ? 'gallery-main' : undefined}
          />
        ))}
      </div>
      {many && (
        <ul className={styles.thumbs} aria-label="Product images">
          {ordered.map((image, index) => (
            <li key={image.url}>
              <a
                href={`#${imageId(index)}`}
                onClick={(event) => show(event, index)}
                aria-current={hydrated && index === active ? 'true' : undefined}
                aria-label={`Show image ${index + 1} of ${ordered.length}`}
              >
                <SmartImage src={image.url} alt="" width={72} height={72} />
              </a>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
