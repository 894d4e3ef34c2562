import { fireEvent, render, screen } from '@testing-library/react';
import { testProduct } from '@/tests/support/seo-product';
import ProductCard, { CARD_IMAGE_SIZES } from '@/components/product/ProductCard';
import { toProductSummary } from '@/lib/commerce/product-summary';
import ProductGallery, { GALLERY_SIZES } from '@/components/product/ProductGallery';

// A hosted-mode image (BigCommerce CDN): it goes through Next's optimizer, so it gets a srcset chosen by `sizes`.
const cdnImage = { url: 'https://cdn11.bigcommerce.com/s-abc/images/wpi.jpg', altText: 'WPI pouch', isDefault: true, width: 1200, height: 1200 };

describe('product images: the largest one first, the rest lazy', () => {
  it('the gallery image is high priority, eager, with the sizes of its column', () => {
    render(<ProductGallery images={[cdnImage, { ...cdnImage, url: 'https://cdn11.bigcommerce.com/s-abc/images/back.jpg', isDefault: false }]} name="WPI" />);
    const [main, ...others] = screen.getAllByRole('img', { name: 'WPI pouch' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('sizes', GALLERY_SIZES);
    expect(main.getAttribute('srcset')).toContain('640w');
    // The other images, beside it in the strip, and the thumbnails below it wait until they are near the view.
    const thumbs = screen.getAllByRole('link', { name: /Show image/ }).map((link) => link.querySelector('img'));
    expect(others).toHaveLength(1);
    for (const image of [...others, ...thumbs]) {
      expect(image).toHaveAttribute('loading', 'lazy');
      expect(image).not.toHaveAttribute('fetchpriority');
    }
  });

  it("each thumbnail links to its image in the strip, so it works without a script; once hydrated it scrolls the strip alone and is marked", async () => {
    render(<ProductGallery images={[cdnImage, { ...cdnImage, url: 'https://cdn11.bigcommerce.com/s-abc/images/back.jpg', isDefault: false, altText: 'WPI back' }]} name="WPI" />);
    const strip = screen.getByRole('region', { name: 'Pictures of WPI' });
    const [first, second] = screen.getAllByRole('link', { name: /Show image/ });
    expect(first).toHaveAccessibleName('Show image 1 of 2');
    expect(second).toHaveAttribute('href', '#gallery-image-2');
    expect(screen.getByRole('img', { name: 'WPI back' })).toHaveAttribute('id', 'gallery-image-2');
    expect(first).toHaveAttribute('aria-current', 'true');

    Object.defineProperty(strip, 'clientWidth', { value: 400 });
    const scrollTo = jest.fn();
    strip.scrollTo = scrollTo;
    expect(fireEvent.click(second)).toBe(false); // the link's own scroll of the page is held back
    expect(scrollTo).toHaveBeenCalledWith({ left: 400 });
    expect(second).toHaveAttribute('aria-current', 'true');
    expect(first).not.toHaveAttribute('aria-current');

    // A swipe back to the first image marks its thumbnail.
    strip.scrollLeft = 0;
    fireEvent.scroll(strip);
    expect(first).toHaveAttribute('aria-current', 'true');
  });

  it('a product card image is lazy unless the card is above the fold', () => {
    const product = toProductSummary(testProduct({ images: [cdnImage] }));
    const { container, rerender } = render(<ProductCard product={product} />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    expect(container.querySelector('img')).toHaveAttribute('sizes', CARD_IMAGE_SIZES);
    rerender(<ProductCard product={product} priority />);
    expect(container.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(container.querySelector('img')).not.toHaveAttribute('loading', 'lazy');
  });
});
