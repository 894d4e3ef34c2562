import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Router from 'next/router';
import { publicConfig } from '@/lib/public-config';
import { YOTPO_SCRIPT_ID } from '@/lib/reviews/yotpo';
import type { Review } from '@/lib/reviews/types';
import ProductReviews, { formatReviewDate, pagerPages } from '@/components/reviews/ProductReviews';

const product = { id: 101, name: 'Whey Protein Isolate', slug: 'whey-protein-isolate', imageUrl: '/images/products/wpi.svg', priceCents: 4990 };

const reviews: Review[] = Array.from({ length: 12 }, (_, i) => ({
  id: `r${i}`,
  productId: 101,
  author: `Reviewer ${i + 1}`,
  rating: i === 0 ? 3 : 5,
  title: `Review title ${i + 1}`,
  body: `Review body ${i + 1}`,
  date: `2025-03-${String(20 - i).padStart(2, '0')}`,
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

  const reviewList = () => screen.getAllByRole('list', { name: /^Showing/ })[0];

  it('shows the rating summary computed from the reviews and lists the first page', () => {
    render(<ProductReviews product={product} reviews={reviews} />);
    expect(screen.getByRole('heading', { name: 'Reviews', level: 2 })).toBeInTheDocument();
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('Based on 12 reviews')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(within(reviewList()).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByText('Showing 1–5 of 12 reviews.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Review title 1', level: 3 })).toBeInTheDocument();
    expect(screen.getByText('20 March 2025')).toHaveAttribute('datetime', '2025-03-20');
    expect(document.getElementById(YOTPO_SCRIPT_ID)).toBeNull();
    expect(document.querySelector('.yotpo')).toBeNull();
  });

  it('puts every page in the HTML, each with page numbers, Previous and Next linking to the others (CSS shows the one linked)', () => {
    render(<ProductReviews product={product} reviews={reviews} />);
    const pages = [1, 2, 3].map((n) => document.getElementById(`reviews-page-${n}`) as HTMLElement);
    expect(within(pages[1]).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(
      ['Review title 6', 'Review title 7', 'Review title 8', 'Review title 9', 'Review title 10'],
    );
    expect(within(pages[1]).getByText('Showing 6–10 of 12 reviews.')).toBeInTheDocument();
    expect(within(pages[2]).getAllByRole('listitem').filter((li) => li.closest('ul')?.getAttribute('tabindex') === '-1')).toHaveLength(2);

    const pager = within(pages[0]).getByRole('navigation', { name: 'Review pages' });
    expect(within(pager).queryByRole('link', { name: /Previous/ })).toBeNull();
    expect(within(pager).getByText('Previous')).toHaveAttribute('aria-disabled', 'true');
    expect(within(pager).getByRole('link', { name: 'Page 1 of 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pager).getByRole('link', { name: 'Page 2 of 3' })).toHaveAttribute('href', '#reviews-page-2');
    expect(within(pager).getByRole('link', { name: /Next/ })).toHaveAttribute('href', '#reviews-page-2');

    const last = within(pages[2]).getByRole('navigation', { name: 'Review pages' });
    expect(within(last).getByRole('link', { name: 'Page 3 of 3' })).toHaveAttribute('aria-current', 'page');
    expect(within(last).getByRole('link', { name: /Previous/ })).toHaveAttribute('href', '#reviews-page-2');
    expect(within(last).queryByRole('link', { name: /Next/ })).toBeNull();
  });

  it('moves the focus to the list of the page a link goes to', async () => {
    const user = userEvent.setup();
    render(<ProductReviews product={product} reviews={reviews} />);
    const pager = within(document.getElementById('reviews-page-1') as HTMLElement).getByRole('navigation', { name: 'Review pages' });
    await user.click(within(pager).getByRole('link', { name: 'Page 2 of 3' }));
    await waitFor(() => expect(document.getElementById('reviews-page-2-list')).toHaveFocus());
  });

  it('has no pager when every review fits on one page', () => {
    render(<ProductReviews product={product} reviews={reviews.slice(0, 5)} />);
    expect(screen.queryByRole('navigation', { name: 'Review pages' })).toBeNull();
  });

  it('offers the first, the last and the pages beside the current one when there are many', () => {
    expect(pagerPages(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pagerPages(1, 20)).toEqual([1, 2, 'gap', 20]);
    expect(pagerPages(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pagerPages(20, 20)).toEqual([1, 'gap', 19, 20]);
  });

  it('prefers the catalogue rating, noting that only recent reviews are listed', () => {
    render(<ProductReviews product={{ ...product, averageRating: 4.8, reviewCount: 214 }} reviews={reviews.slice(0, 2)} />);
    expect(screen.getByText('4.8')).toBeInTheDocument();
    expect(screen.getByText('Based on 214 reviews')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 most recent written reviews.')).toBeInTheDocument();
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
