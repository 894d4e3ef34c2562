import { render, screen } from '@testing-library/react';
import { testProduct } from '@/tests/support/seo-product';
import ProductCard, { CARD_IMAGE_SIZES } from '@/components/product/ProductCard';
import { toProductSummary } from '@/lib/commerce/product-summary';
import ProductGallery, { GALLERY_SIZES } from '@/components/product/ProductGallery';

// A hosted-mode image (BigCommerce CDN): it goes through Next's optimizer, so it gets a srcset chosen by `sizes`.
const cdnImage = { url: 'https://cdn11.bigcommerce.com/s-abc/images/wpi.jpg', altText: 'WPI pouch', isDefault: true, width: 1200, height: 1200 };

describe('product images: the largest one first, the rest lazy', () => {
  it('the gallery image is high priority, eager, with the sizes of its column', () => {
    render(<ProductGallery images={[cdnImage, { ...cdnImage, url: 'https://cdn11.bigcommerce.com/s-abc/images/back.jpg', isDefault: false }]} name="WPI" />);
    const main = screen.getByRole('img', { name: 'WPI pouch' });
    expect(main).toHaveAttribute('fetchpriority', 'high');
    expect(main).not.toHaveAttribute('loading', 'lazy');
    expect(main).toHaveAttribute('sizes', GALLERY_SIZES);
    expect(main.getAttribute('srcset')).toContain('640w');
    // Thumbnails are small and below the main image.
    const thumbs = screen.getAllByRole('button', { name: /Show image/ }).map((button) => button.querySelector('img'));
    for (const thumb of thumbs) expect(thumb).toHaveAttribute('loading', 'lazy');
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
