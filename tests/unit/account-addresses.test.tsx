import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import AddressList from '@/components/account/AddressList';
import AddressForm from '@/components/account/AddressForm';
import { wireToForm, type WireAddress, type WireAddressPage } from '@/lib/accounts/address-wire';
import { messages } from '@/lib/accounts/fields';
import { ADDRESS_LIMIT_MESSAGE, MAX_SAVED_ADDRESSES } from '@/lib/commerce/address-limit';

const router = { pathname: '/account/addresses', asPath: '/account/addresses', query: {}, push: jest.fn(async () => true), replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

function address(id: number, overrides: Partial<WireAddress> = {}): WireAddress {
  return {
    id,
    customer_id: 7,
    first_name: 'Alice',
    last_name: 'Lifter',
    company: 'Gym Pty Ltd',
    address1: `${id} Main St`,
    address2: 'Level 2',
    city: 'Launceston',
    state_or_province: 'Tasmania',
    postal_code: '7250',
    country: 'Australia',
    country_code: 'AU',
    phone: '0400 000 000',
    address_type: 'residential',
    ...overrides,
  };
}

function page(addresses: WireAddress[], current = 1, totalPages = 1): WireAddressPage {
  return {
    addresses,
    pagination: {
      total: totalPages * 10,
      count: addresses.length,
      per_page: 10,
      total_pages: totalPages,
      pages: { current, ...(current > 1 ? { previous: current - 1 } : {}), ...(current < totalPages ? { next: current + 1 } : {}) },
    },
  };
}

type Reply = { status: number; body: unknown };
let onDelete: () => Promise<Reply> | Reply;
let list: WireAddressPage;
const calls: { method: string; url: string; body: unknown }[] = [];

beforeEach(() => {
  calls.length = 0;
  router.push.mockClear();
  router.replace.mockClear();
  list = page([address(1), address(2)]);
  onDelete = () => ({ status: 200, body: { data: null } });
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    calls.push({ method, url, body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined });
    const reply: Reply =
      method === 'DELETE' ? await onDelete() : method === 'GET' ? { status: 200, body: { data: list } } : { status: 200, body: { data: address(3) } };
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

function wrap(children: React.ReactNode) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

describe('address list and cards', () => {
  it('shows each card with name, lines, company, city, state, postcode, country and Edit/Delete', () => {
    render(wrap(<AddressList customerId={7} page={1} initial={page([address(1)])} />));
    const card = screen.getByRole('listitem');
    for (const text of ['Alice Lifter', '1 Main St', 'Level 2', 'Gym Pty Ltd', 'Launceston', 'Tasmania', '7250', 'Australia']) {
      expect(card).toHaveTextContent(text);
    }
    // The town line as checkout and the order receipt write it (lib/format/address.ts).
    expect(card).toHaveTextContent('Launceston Tasmania 7250');
    expect(within(card).getByRole('link', { name: /^Edit/ })).toHaveAttribute('href', '/account/edit-address?addressId=1');
    expect(within(card).getByText('Delete', { selector: 'summary *' })).toBeInTheDocument();
  });

  it('asks before deleting: Delete opens the question and its button, Cancel or Escape closes it', async () => {
    const user = userEvent.setup();
    render(wrap(<AddressList customerId={7} page={1} initial={list} />));
    const card = screen.getAllByRole('listitem')[0];
    const details = card.querySelector('details')!;
    expect(details.open).toBe(false);
    await user.click(within(card).getByText('Delete', { selector: 'summary *' }));
    expect(details.open).toBe(true);
    expect(within(card).getByText('Delete this address? This cannot be undone.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(details.open).toBe(false);
    expect(card.querySelector('summary')).toHaveFocus();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('pages with ?page= links', () => {
    render(wrap(<AddressList customerId={7} page={2} initial={page([address(11)], 2, 3)} />));
    const pager = screen.getByRole('navigation', { name: 'Address pages' });
    expect(within(pager).getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/account/addresses?page=1');
    expect(within(pager).getByRole('link', { name: 'Next page' })).toHaveAttribute('href', '/account/addresses?page=3');
    expect(pager).toHaveTextContent('Page 2 of 3');
  });

  it('disables Delete while it runs and refetches the list on success', async () => {
    let finish: (reply: Reply) => void = () => undefined;
    onDelete = () => new Promise((resolve) => (finish = resolve));
    const user = userEvent.setup();
    render(wrap(<AddressList customerId={7} page={1} initial={list} />));
    await user.click(screen.getAllByText('Delete', { selector: 'summary *' })[0]);
    const button = screen.getByRole('button', { name: 'Yes, delete 1 Main St, Launceston' });
    await user.click(button);
    expect(button).toBeDisabled();
    expect(calls.find((c) => c.method === 'DELETE')).toEqual({ method: 'DELETE', url: '/api/bigcommerce/address', body: { id: 1 } });
    list = page([address(2)]);
    await act(async () => finish({ status: 200, body: { data: null } }));
    await waitFor(() => expect(calls.some((c) => c.method === 'GET' && c.url === '/api/bigcommerce/address?page=1')).toBe(true));
    await waitFor(() => expect(screen.getByRole('list', { name: 'Saved addresses' })).not.toHaveTextContent('1 Main St'));
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    // Announced as without JavaScript, and focus is not left on the card that went.
    expect(screen.getByRole('status')).toHaveTextContent(`${messages.addressDeleted} (1 Main St, Launceston)`);
    expect(screen.getByRole('status')).not.toHaveClass('visually-hidden');
    expect(screen.getByText(/saved address/)).toHaveFocus();
  });

  it('after a 404 (deleted in another tab) says the shop\'s reason and reads the list again, so the address goes', async () => {
    onDelete = () => {
      list = page([address(1)]);
      return { status: 404, body: { errors: [{ message: 'Address 2 was not found.' }] } };
    };
    const user = userEvent.setup();
    render(wrap(<AddressList customerId={7} page={1} initial={list} />));
    await user.click(screen.getAllByText('Delete', { selector: 'summary *' })[1]);
    await user.click(screen.getByRole('button', { name: 'Yes, delete 2 Main St, Launceston' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Address 2 was not found.'));
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByRole('list', { name: 'Saved addresses' })).not.toHaveTextContent('2 Main St');
  });

  it('re-enables Delete on failure and says the delete did not go through (never a server error text)', async () => {
    onDelete = () => ({ status: 500, body: { errors: [{ message: 'boom' }] } });
    const user = userEvent.setup();
    render(wrap(<AddressList customerId={7} page={1} initial={list} />));
    await user.click(screen.getAllByText('Delete', { selector: 'summary *' })[1]);
    const button = screen.getByRole('button', { name: 'Yes, delete 2 Main St, Launceston' });
    await user.click(button);
    await waitFor(() => expect(button).toBeEnabled());
    expect(screen.getByRole('alert')).toHaveTextContent('We could not delete this address just now. Please try again.');
    expect(screen.queryByText('boom')).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it(`at ${MAX_SAVED_ADDRESSES} saved addresses says the limit in place of 'Add an address'; a delete brings the link back`, async () => {
    list = page([address(1), address(2)], 1, MAX_SAVED_ADDRESSES / 10);
    const user = userEvent.setup();
    render(wrap(<AddressList customerId={7} page={1} initial={list} />));
    expect(screen.getByText(`${MAX_SAVED_ADDRESSES} saved addresses`)).toBeInTheDocument();
    expect(screen.getByText(ADDRESS_LIMIT_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add an address' })).not.toBeInTheDocument();

    await user.click(screen.getAllByText('Delete', { selector: 'summary *' })[0]);
    list = { ...page([address(2)], 1, MAX_SAVED_ADDRESSES / 10), pagination: { ...list.pagination, total: MAX_SAVED_ADDRESSES - 1 } };
    await user.click(screen.getByRole('button', { name: 'Yes, delete 1 Main St, Launceston' }));
    await waitFor(() => expect(screen.getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/account/add-address'));
    expect(screen.queryByText(ADDRESS_LIMIT_MESSAGE)).not.toBeInTheDocument();
  });

  it('a page left with no address while the book holds some (its last one deleted) gives way to the last page', () => {
    const pastTheEnd = page([], 3, 2);
    render(wrap(<AddressList customerId={7} page={3} initial={pastTheEnd} />));
    expect(router.replace).toHaveBeenCalledWith('/account/addresses?page=2', undefined, { shallow: true, scroll: false });
    expect(screen.queryByText(/no saved addresses/)).not.toBeInTheDocument();
  });

  it('shows an empty state', () => {
    const empty = page([]);
    render(wrap(<AddressList customerId={7} page={1} initial={{ ...empty, pagination: { ...empty.pagination, total: 0, total_pages: 0 } }} />));
    expect(screen.getByText(/no saved addresses/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an address' })).toHaveAttribute('href', '/account/add-address');
  });
});

describe('address form', () => {
  it('validates with the sign-up rules and sends the wire shape (residential) on add', async () => {
    const user = userEvent.setup();
    render(wrap(<AddressForm />));
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    for (const message of [messages.firstName, messages.lastName, messages.address1, messages.suburb, messages.state, messages.postcode, messages.phone]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Alice');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Lifter');
    await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '0400 000 000');
    await user.type(screen.getByRole('textbox', { name: 'Address Line 1' }), '1 Main St');
    await user.type(screen.getByRole('textbox', { name: 'Suburb' }), 'Auckland');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NZ');
    await user.type(screen.getByRole('textbox', { name: 'State' }), 'Auckland Region');
    await user.type(screen.getByRole('textbox', { name: 'Postcode' }), '1010');
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/account/addresses'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      first_name: 'Alice', last_name: 'Lifter', company: '', address1: '1 Main St', address2: '', city: 'Auckland',
      state_or_province: 'Auckland Region', postal_code: '1010', country_code: 'NZ', phone: '0400 000 000', address_type: 'residential',
    });
  });

  it('sends PUT with the id when editing', async () => {
    const user = userEvent.setup();
    render(
      wrap(
        <AddressForm
          addressId={5}
          initialValues={{ firstName: 'A', lastName: 'B', company: '', country: 'AU', address1: '1 St', address2: '', suburb: 'Hobart', state: 'Tasmania', region: '', postcode: '7000', phone: '03 6200 0000' }}
        />,
      ),
    );
    await user.clear(screen.getByRole('textbox', { name: 'Address Line 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Address Line 1' }), '2 St');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({ id: 5, address1: '2 St', state_or_province: 'Tasmania' }));
  });

  it('opens a saved address in a country we do not deliver to with no country chosen, not as Australia, and asks for one', async () => {
    const user = userEvent.setup();
    const values = wireToForm(address(9, { country: 'United States', country_code: 'US', state_or_province: 'Oregon', postal_code: '97201' }));
    expect(values).toMatchObject({ country: '', state: '', region: 'Oregon' });
    expect(wireToForm(address(8, { country: 'New Zealand', country_code: 'NZ', state_or_province: 'Otago' }))).toMatchObject({ country: 'NZ', region: 'Otago' });
    render(wrap(<AddressForm addressId={9} initialValues={values} />));
    const country = screen.getByRole('combobox', { name: /^Country/ });
    expect(country).toHaveValue('');
    expect(within(country).getByRole('option', { name: 'Choose a country' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'State' })).toHaveValue('Oregon');
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText(messages.country)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
