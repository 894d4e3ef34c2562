import { render, screen, within } from '@testing-library/react';
import OrderHistory from '@/components/account/OrderHistory';
import OrderReceipt from '@/components/checkout/OrderReceipt';
import OrdersTable from '@/components/account/OrdersTable';
import type { Order, OrderPage } from '@/lib/commerce/types';

const order: Order = {
  id: 1001,
  customerId: 7,
  email: 'ana@example.com',
  status: 'Shipped',
  createdAt: '2025-03-04T02:00:00.000Z',
  subtotalCents: 9980,
  shippingCents: 995,
  totalCents: 10975,
  taxIncludedCents: 998,
  shippingMethod: 'Standard shipping',
  itemCount: 3,
  shippingAddress: {
    firstName: 'Ana', lastName: 'Lifter', company: '', address1: '1 Main St', address2: '', city: 'Launceston',
    stateOrProvince: 'Tasmania', postalCode: '7250', countryCode: 'AU', phone: '0400', addressType: 'residential',
  },
  lines: [
    { productId: 101, variantId: 10101, name: 'Whey Protein Isolate', sku: 'WPI', options: [{ name: 'Flavour', value: 'Chocolate' }], quantity: 2, unitPriceCents: 4990, totalCents: 9980 },
    { productId: 102, variantId: 10201, name: 'Creatine', sku: 'CR', options: [], quantity: 1, unitPriceCents: 0, totalCents: 0 },
  ],
};

describe('orders', () => {
  it('lists number, date, status, items count and total, linking to the detail', () => {
    render(<OrdersTable orders={[order]} />);
    const row = screen.getAllByRole('row')[1];
    expect(within(row).getByRole('link', { name: '#1001' })).toHaveAttribute('href', '/account/orders/1001');
    expect(row).toHaveTextContent('4 Mar 2025');
    expect(row).toHaveTextContent('Shipped');
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['4 Mar 2025', 'Shipped', '3', '$109.75']);
  });

  it('shows under the total the discount code and the gift certificate that paid part of it', () => {
    render(<OrdersTable orders={[{ ...order, discountCode: 'SAVE10', discountCents: 998, giftCertificateLast4: 'K7QX', giftCertificateCents: 2500 }]} />);
    const total = within(screen.getAllByRole('row')[1]).getAllByRole('cell').at(-1)!;
    expect(within(total).getByTestId('order-discount')).toHaveTextContent('SAVE10 -$9.98');
    expect(within(total).getByTestId('order-gift-certificate')).toHaveTextContent('Gift certificate (…K7QX) -$25.00');
  });

  it('has an empty state', () => {
    render(<OrdersTable orders={[]} />);
    expect(screen.getByText("You haven't placed any orders yet.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  describe('a page at a time', () => {
    const pageOf = (page: number, count: number, hasNextPage: boolean): OrderPage => ({
      items: Array.from({ length: count }, (_, index) => ({ ...order, id: 2000 - (page - 1) * 20 - index })),
      page,
      perPage: 20,
      hasNextPage,
    });
    const pager = () => screen.queryByRole('navigation', { name: 'Order pages' });

    it('needs no pager when every order fits on the first page', () => {
      render(<OrderHistory orders={pageOf(1, 3, false)} />);
      expect(screen.getAllByRole('row')).toHaveLength(4);
      expect(pager()).not.toBeInTheDocument();
    });

    it('links to older orders from the first page, and both ways from a middle page', () => {
      const { unmount } = render(<OrderHistory orders={pageOf(1, 20, true)} />);
      expect(within(pager()!).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Older orders', '/account/orders?page=2'],
      ]);
      unmount();
      render(<OrderHistory orders={pageOf(3, 20, true)} />);
      expect(pager()).toHaveTextContent('Page 3');
      expect(within(pager()!).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/account/orders?page=2', '/account/orders?page=4']);
    });

    it('ends on the last page, and says so past it', () => {
      const { unmount } = render(<OrderHistory orders={pageOf(2, 1, false)} />);
      expect(within(pager()!).getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
        ['Newer orders', '/account/orders'],
      ]);
      unmount();
      render(<OrderHistory orders={pageOf(3, 0, false)} />);
      expect(screen.getByText('There are no older orders.')).toBeInTheDocument();
      expect(screen.queryByText("You haven't placed any orders yet.")).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Back to your latest orders' })).toHaveAttribute('href', '/account/orders');
      // No "Newer orders" to page 2, which may be past the end as well.
      expect(pager()).not.toBeInTheDocument();
    });
  });

  it('shows one order with its lines, totals and shipping address', () => {
    render(<OrderReceipt order={order} />);
    expect(screen.getByText('Whey Protein Isolate (Flavour: Chocolate)')).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Total/ })).toHaveTextContent('$109.75');
    expect(screen.getByRole('row', { name: /GST included/ })).toHaveTextContent('$9.98');
    expect(screen.getByText(/1 Main St/)).toBeInTheDocument();
  });

  it("says when it was placed in the shop's time, naming it (AEDT in summer, AEST in winter)", () => {
    const { unmount } = render(<OrderReceipt order={order} />);
    // 2025-03-04T02:00Z is 1 pm in Sydney and Hobart, daylight saving time.
    expect(screen.getByText(/^4 Mar 2025, 1:00\spm AEDT$/)).toHaveAttribute('datetime', order.createdAt);
    unmount();
    render(<OrderReceipt order={{ ...order, createdAt: '2025-07-04T02:00:00.000Z' }} />);
    expect(screen.getByText(/^4 July 2025, 12:00\spm AEST$/)).toBeInTheDocument();
  });

  it('says an order of gift certificates only shipped nothing', () => {
    const details = { ...order.shippingAddress, company: 'Gym Co', address1: '', address2: '', city: '', stateOrProvince: '', postalCode: '' };
    render(<OrderReceipt order={{ ...order, shippingMethod: 'No shipping (digital items only)', shippingCents: 0, shippingAddress: details }} />);
    expect(screen.getByRole('row', { name: /^Shipping/ })).toHaveTextContent('None');
    expect(screen.getByRole('heading', { name: 'Your details' })).toBeInTheDocument();
    // The buyer's details alone: no address lines, so no country.
    const shown = screen.getByText(/Gym Co/).closest('address');
    expect(shown).toHaveTextContent(`${details.firstName} ${details.lastName}Gym Co${details.phone}`);
  });

  it("names a free-shipping code's discount as such, and an amount off as the amount", () => {
    const { unmount } = render(<OrderReceipt order={{ ...order, discountCode: 'FREESHIP', discountCents: 0 }} />);
    expect(screen.getByRole('row', { name: /^Discount \(FREESHIP\)/ })).toHaveTextContent('Free shipping');
    unmount();
    render(<OrderReceipt order={{ ...order, discountCode: 'SAVE10', discountCents: 998 }} />);
    expect(screen.getByRole('row', { name: /^Discount \(SAVE10\)/ })).toHaveTextContent('-$9.98');
  });
});
