import Image from 'next/image';
import Link from 'next/link';
import type { ReactNode } from 'react';
import { FULL_IMAGE_WIDTH, IMAGE_QUALITY, imageBox, imageDeliveryProps } from './image-loader';
import ImageBadges from './ImageBadges';
import { normaliseHref } from './link-href';
import type { ImageNode } from './types';
import styles from './ContentImage.module.css';

interface Props {
  value: ImageNode;
}

function resolvedImage(value: ImageNode): NonNullable<ImageNode['image']> | null {
  const image = value.image;
  if (image && typeof image.url === 'string' && image.url) {
    return { url: image.url, alt: image.alt ?? value.altText ?? '', width: image.width, height: image.height };
  }
  const asset = value.asset;
  if (asset && typeof asset.url === 'string' && asset.url) {
    return { url: asset.url, alt: value.altText ?? '', width: asset.width ?? 800, height: asset.height ?? 600 };
  }
  return null;
}

/**
 * A content image: width up to 300 px (full width 1200 px), optional ratio crop, caption, link (optionally in a new
 * tab), border, float left/right and overlay badges. An image whose asset could not be resolved renders nothing.
 */
export default function ContentImage({ value }: Props) {
  const image = resolvedImage(value);
  if (!image) return null;
  const box = imageBox(image, { fullWidth: value.fullWidth, width: value.width, ratio: value.ratio });
  const alt = image.alt || value.altText || '';
  const caption = typeof value.caption === 'string' && value.caption.trim() ? value.caption.trim() : null;
  const link = typeof value.link === 'string' ? normaliseHref(value.link) : null;

  const classes = [styles.figure];
  if (value.fullWidth) classes.push(styles.fullWidth);
  else if (value.floatLeft) classes.push(styles.floatLeft);
  else if (value.floatRight) classes.push(styles.floatRight);
  if (value.border) classes.push(styles.border);

  let picture: ReactNode = (
    <div className={styles.frame} style={value.fullWidth ? undefined : { width: box.width }}>
      <Image
        src={image.url}
        alt={alt}
        width={box.width}
        height={box.height}
        quality={IMAGE_QUALITY}
        sizes={value.fullWidth ? `(max-width: ${FULL_IMAGE_WIDTH}px) 100vw, ${FULL_IMAGE_WIDTH}px` : undefined}
        className={`${styles.image} ${box.cropped ? styles.cropped : ''}`}
        style={box.cropped ? { aspectRatio: `${box.width} / ${box.height}` } : undefined}
        {...imageDeliveryProps(image.url)}
      />
      <ImageBadges badges={value.overlay} />
    </div>
  );

  if (link) {
    const newTab = value.newTab === true;
    const linkProps = {
      className: styles.link,
      // An image link needs a name even when the image is decorative.
      'aria-label': alt ? undefined : (caption ?? 'Open image link'),
      ...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
    };
    const note = newTab ? <span className={styles.visuallyHidden}> (opens in a new tab)</span> : null;
    picture = link.internal && link.href.startsWith('/') ? (
      <Link href={link.href} {...linkProps}>
        {picture}
        {note}
      </Link>
    ) : (
      <a href={link.href} {...linkProps}>
        {picture}
        {note}
      </a>
    );
  }

  return (
    <figure className={classes.join(' ')} style={value.fullWidth ? undefined : { maxWidth: box.width }}>
      {picture}
      {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
    </figure>
  );
}
