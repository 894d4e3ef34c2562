import type { ImageLoaderProps } from 'next/image';

/** Content image quality (default 75). */
export const IMAGE_QUALITY = 75;
/** Widths of content images: at most 300 px, full width 1200 px. */
export const MAX_IMAGE_WIDTH = 300;
export const FULL_IMAGE_WIDTH = 1200;

/** Sanity's image CDN resizes by query string, so next/image asks it directly instead of the Next optimiser. */
export function sanityImageLoader({ src, width, quality }: ImageLoaderProps): string {
  const separator = src.includes('?') ? '&' : '?';
  return `${src}${separator}w=${width}&q=${quality || IMAGE_QUALITY}&auto=format`;
}

function isSanityCdn(url: string): boolean {
  return url.startsWith('https://cdn.sanity.io/');
}

/** Local files under public/ (generated SVGs) are served as they are. */
function isLocalImage(url: string): boolean {
  return url.startsWith('/') && !url.startsWith('//');
}

const OPTIMISED_HOSTS = ['https://cdn11.bigcommerce.com/'];

/** next/image props that pick how an image url is served. */
export function imageDeliveryProps(url: string): { unoptimized?: boolean; loader?: (props: ImageLoaderProps) => string } {
  if (isSanityCdn(url)) return { loader: sanityImageLoader };
  if (isLocalImage(url)) return { unoptimized: true };
  if (OPTIMISED_HOSTS.some((host) => url.startsWith(host))) return {};
  return { unoptimized: true };
}

/** Parses a ratio such as "16:9", "4/3" or "1.5" into width / height, or null. */
export function parseRatio(ratio: unknown): number | null {
  if (typeof ratio === 'number') return ratio > 0 ? ratio : null;
  if (typeof ratio !== 'string') return null;
  const parts = ratio.split(/[:/x]/).map((p) => Number(p.trim()));
  if (parts.length === 2 && parts.every((p) => Number.isFinite(p) && p > 0)) return parts[0] / parts[1];
  const single = Number(ratio);
  return Number.isFinite(single) && single > 0 ? single : null;
}

interface ImageBox {
  width: number;
  height: number;
  /** True when the ratio crops the image (object-fit: cover). */
  cropped: boolean;
}

/** The displayed box of a content image: width capped at 300 (1200 for full width), height from ratio or the image. */
export function imageBox(
  intrinsic: { width: number; height: number },
  options: { fullWidth?: boolean; width?: number; ratio?: string },
): ImageBox {
  const naturalWidth = intrinsic.width > 0 ? intrinsic.width : MAX_IMAGE_WIDTH;
  const naturalHeight = intrinsic.height > 0 ? intrinsic.height : naturalWidth;
  const requested = typeof options.width === 'number' && options.width > 0 ? options.width : naturalWidth;
  const width = options.fullWidth ? FULL_IMAGE_WIDTH : Math.round(Math.min(requested, MAX_IMAGE_WIDTH));
  const ratio = parseRatio(options.ratio);
  const height = Math.max(1, Math.round(ratio ? width / ratio : (width * naturalHeight) / naturalWidth));
  return { width, height, cropped: ratio !== null };
}
