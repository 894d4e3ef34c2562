import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Router from 'next/router';
import { publicConfig } from '@/lib/public-config';
import { YOTPO_SCRIPT_ID } from '@/lib/reviews/yotpo';
import type { Review } from '@/lib/reviews/types';
import ProductReviews, { formatReviewDate } from './ProductReviews';

const product = { id: 101, name: 'Whey Protein Isolate', slug: 'whey-protein-isolate', imageUrl: '/images/products/wpi.svg', priceCents: 4990 };

const reviews: Review[] = Array.from({ length: 7 }, (_, i) => ({
  id: `r${i}`,
  productId: 101,
  author: `Reviewer ${i + 1}`,
  rating: i === 0 ? 3 : 5,
  title: `Review title ${i + 1}`,
  body: `Review body ${i + 1}`,
  date: `2025-03-${String(10 - i).padStart(2, '0')}`,
}));

const savedKey = publicConfig.yotpoAppKey;

afterEach(() => {
  publicConfig.yotpoAppKey = savedKey;
  delete window.yotpo;
  document.getElementById(YOTPO_SCRIPT_ID)?.remove();
  jest.restoreAllMocks();
});

describe('ProductReviews (embedded)', () => {
  beforeEach(() => {
    publicConfig.yotpoAppKey = null;
  });

  it('shows the rating summary computed from the reviews and lists them', () => {
    render(<ProductReviews product={product} reviews={reviews} />);
    expect(screen.getByRole('heading', { name: 'Reviews', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('4.7')).toBeInTheDocument();
    expect(screen.getByText('Based on 7 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5' })).toBeInTheDocument();
    const list = screen.getByRole('list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('heading', { name: 'Review title 1', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('10 March 2025')).toHaveAttribute('datetime', '2025-03-10');
    expect(document.getElementById(YOTPO_SCRIPT_ID)).toBeNull();
    expect(document.querySelector('.yotpo')).toBeNull();
  });

  it('shows more reviews on request', async () => {
    const user = userEvent.setup();
    render(<ProductReviews product={product} reviews={reviews} />);
    await user.click(screen.getByRole('button', { name: 'Show more reviews' }));
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(7);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
  });

  it('prefers the catalogue rating, noting that only recent reviews are listed', () => {
    render(<ProductReviews product={{ ...product, averageRating: 4.8, reviewCount: 214 }} reviews={reviews.slice(0, 2)} />);
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('Based on 214 reviews')).toBeInTheDocument();
    expect(screen.getByText('Showing the 2 most recent written reviews.')).toBeInTheDocument();
  });

  it('says when there are no reviews', () => {
    render(<ProductReviews product={product} reviews={[]} />);
    expect(screen.getByText('No reviews yet.')).toBeInTheDocument();
    expect(screen.queryByText(/Based on/)).toBeNull();
  });
});

describe('ProductReviews (Yotpo)', () => {
  it('renders the widget container and re-initialises it after client-side navigation', () => {
    publicConfig.yotpoAppKey = 'app-key';
    const refreshWidgets = jest.fn();
    window.yotpo = { refreshWidgets };
    const { container } = render(<ProductReviews product={product} reviews={null} />);
    const widget = container.querySelector('.yotpo.yotpo-main-widget') as HTMLElement;
    expect(widget).toHaveAttribute('data-product-id', '101');
    expect(widget).toHaveAttribute('data-name', 'Whey Protein Isolate');
    expect(widget).toHaveAttribute('data-price', '49.90');
    expect(widget).toHaveAttribute('data-currency', 'AUD');
    expect(widget.getAttribute('data-url')).toMatch(/\/products\/whey-protein-isolate$/);
    expect(document.getElementById(YOTPO_SCRIPT_ID)).not.toBeNull();
    expect(refreshWidgets).toHaveBeenCalledTimes(1);
    Router.events.emit('routeChangeComplete', '/products/creatine', { shallow: false });
    expect(refreshWidgets).toHaveBeenCalledTimes(2);
  });

  it('logs a console note instead of failing while the widget script is not loaded', () => {
    publicConfig.yotpoAppKey = 'app-key';
    const info = jest.spyOn(console, 'info').mockImplementation(() => {});
    expect(() => render(<ProductReviews product={product} reviews={null} />)).not.toThrow();
    expect(info).toHaveBeenCalled();
  });
});

describe('formatReviewDate', () => {
  it('formats ISO dates without time zones', () => {
    expect(formatReviewDate('2025-01-05')).toBe('5 January 2025');
    expect(formatReviewDate('2024-12-31T23:30:00Z')).toBe('31 December 2024');
    expect(formatReviewDate('yesterday')).toBe('yesterday');
  });
});
