import Image, { type ImageLoaderProps, type ImageProps } from 'next/image';

function sanityLoader({ src, width, quality }: ImageLoaderProps): string {
  const url = new URL(src);
  url.searchParams.set('w', String(width));
  url.searchParams.set('q', String(quality ?? 75));
  url.searchParams.set('auto', 'format');
  return url.toString();
}

/**
 * next/image for the app's two image sources: local generated SVGs (served as they are) and Sanity's CDN
 * (resized by its own URL parameters). Everything else goes through Next's optimizer at quality 75.
 * `priority` marks the page's largest image (LCP): preloaded, eager and fetched with high priority (in Next 16
 * `priority` alone no longer sets fetchpriority).
 */
export default function SmartImage({ priority, ...rest }: ImageProps) {
  const props: ImageProps = priority ? { ...rest, preload: true, fetchPriority: 'high' } : rest;
  const src = typeof props.src === 'string' ? props.src : '';
  if (src.startsWith('/') && src.endsWith('.svg')) return <Image {...props} unoptimized alt={props.alt} />;
  if (src.startsWith('https://cdn.sanity.io/')) return <Image quality={75} {...props} loader={sanityLoader} alt={props.alt} />;
  return <Image quality={75} {...props} alt={props.alt} />;
}
