import { columnCount } from '@/components/content/Columns';
import { imageBox, parseRatio, sanityImageLoader, imageDeliveryProps } from '@/components/content/image-loader';
import { normaliseHref, resolveLinkMark } from '@/components/content/link-href';
import { formatMinutes } from '@/components/content/Recipe';

describe('image sizing', () => {
  it('parses ratios', () => {
    expect(parseRatio('16:9')).toBeCloseTo(16 / 9);
    expect(parseRatio('4/3')).toBeCloseTo(4 / 3);
    expect(parseRatio('1.5')).toBe(1.5);
    expect(parseRatio('wide')).toBeNull();
    expect(parseRatio(undefined)).toBeNull();
  });

  it('caps width at 300, full width at 1200', () => {
    expect(imageBox({ width: 1000, height: 500 }, {})).toEqual({ width: 300, height: 150, cropped: false });
    expect(imageBox({ width: 1000, height: 500 }, { width: 120 })).toEqual({ width: 120, height: 60, cropped: false });
    expect(imageBox({ width: 1000, height: 500 }, { width: 900 })).toEqual({ width: 300, height: 150, cropped: false });
    expect(imageBox({ width: 1000, height: 500 }, { fullWidth: true })).toEqual({ width: 1200, height: 600, cropped: false });
    expect(imageBox({ width: 1000, height: 500 }, { fullWidth: true, ratio: '4:3' })).toEqual({ width: 1200, height: 900, cropped: true });
  });

  it('builds Sanity CDN urls and picks the delivery', () => {
    expect(sanityImageLoader({ src: 'https://cdn.sanity.io/a.jpg', width: 640 })).toBe('https://cdn.sanity.io/a.jpg?w=640&q=75&auto=format');
    expect(sanityImageLoader({ src: 'https://cdn.sanity.io/a.jpg?rect=0,0,10,10', width: 320, quality: 60 })).toBe(
      'https://cdn.sanity.io/a.jpg?rect=0,0,10,10&w=320&q=60&auto=format',
    );
    expect(imageDeliveryProps('/images/x.svg')).toEqual({ unoptimized: true });
    expect(imageDeliveryProps('https://cdn.sanity.io/a.jpg').loader).toBe(sanityImageLoader);
    expect(imageDeliveryProps('https://elsewhere.example/a.jpg')).toEqual({ unoptimized: true });
  });
});

describe('link hrefs', () => {
  it('normalises raw hrefs', () => {
    expect(normaliseHref('faqs/shipping')).toEqual({ href: '/faqs/shipping', internal: true });
    expect(normaliseHref('mailto:help@example.com')).toEqual({ href: 'mailto:help@example.com', internal: false });
    expect(normaliseHref('//cdn.example.com/x')).toEqual({ href: 'https://cdn.example.com/x', internal: false });
    expect(normaliseHref('data:text/html,hi')).toBeNull();
    expect(normaliseHref('  ')).toBeNull();
    expect(normaliseHref('#')).toBeNull();
  });

  it('resolves onPageLink anchors to heading ids', () => {
    expect(resolveLinkMark({ _type: 'onPageLink', anchor: '#Nutrition Panel' })).toEqual({ href: '#nutrition-panel', internal: true, newTab: false });
  });
});

describe('small helpers', () => {
  it('formats recipe minutes', () => {
    expect(formatMinutes(5)).toBe('5 min');
    expect(formatMinutes(60)).toBe('1 hr');
    expect(formatMinutes(95)).toBe('1 hr 35 min');
    expect(formatMinutes(0)).toBeNull();
  });

  it('clamps column counts', () => {
    expect(columnCount(3)).toBe(3);
    expect(columnCount('4')).toBe(4);
    expect(columnCount(undefined)).toBe(2);
    expect(columnCount(7)).toBe(4);
  });
});
