import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import GiftCertificateForm from '@/components/gift-certificates/GiftCertificateForm';
import { addGiftCertificate } from '@/lib/browser/cart-runtime';
import { cartMessages } from '@/lib/commerce/cart-rules';
import { FetcherError } from '@/lib/http/fetcher';
import { FlashContext } from '@/lib/http/flash-context';
import { serverHtml } from '@/tests/support/server-html';
import type { Flash } from '@/lib/http/flash-types';

jest.mock('@/lib/browser/cart-runtime', () => ({ addGiftCertificate: jest.fn() }));
const add = addGiftCertificate as jest.MockedFunction<typeof addGiftCertificate>;

beforeEach(() => {
  add.mockReset();
  add.mockResolvedValue({} as never);
});

function form(flash: Flash | null = null, sender: { name: string; email: string } | null = null): ReactElement {
  return (
    <FlashContext value={flash}>
      <GiftCertificateForm sender={sender} />
    </FlashContext>
  );
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: { amount?: string; name?: string; email?: string; from?: string; fromEmail?: string; message?: string }) {
  if (values.amount !== undefined) await user.type(screen.getByRole('textbox', { name: /Amount in dollars/ }), values.amount);
  if (values.name !== undefined) await user.type(screen.getByRole('textbox', { name: /Their name/ }), values.name);
  if (values.email !== undefined) await user.type(screen.getByRole('textbox', { name: /Their email/ }), values.email);
  if (values.from !== undefined) await user.type(screen.getByRole('textbox', { name: /Your name/ }), values.from);
  if (values.fromEmail !== undefined) await user.type(screen.getByRole('textbox', { name: /Your email/ }), values.fromEmail);
  if (values.message !== undefined) await user.type(screen.getByRole('textbox', { name: /Message/ }), values.message);
}

describe('the gift certificate form', () => {
  it("is a post to the cart API whose fields are named as the API's nested body, with the form's id", () => {
    const container = serverHtml(form());
    const element = screen.getByRole('form', { name: 'Buy a gift certificate' });
    expect(element).toHaveAttribute('method', 'post');
    expect(element).toHaveAttribute('action', '/api/bigcommerce/cart');
    expect([...element.querySelectorAll('input, textarea')].map((input) => (input as HTMLInputElement).name)).toEqual([
      '_form',
      'giftCertificate.amount',
      'giftCertificate.recipient.name',
      'giftCertificate.recipient.email',
      'giftCertificate.sender.name',
      'giftCertificate.sender.email',
      'giftCertificate.message',
    ]);
    expect(element.querySelector<HTMLInputElement>('input[name="_form"]')?.value).toBe('gift-certificate');
    // The common amounts act by script: kept out of sight and reach until the form has hydrated.
    expect(container.querySelector('[aria-label="Common amounts"]')?.className).toContain('until-hydrated');
    container.remove();
  });

  it("fills in a signed-in customer's name and email as the sender", () => {
    render(form(null, { name: 'Alex Chen', email: 'alex@example.com' }));
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveValue('Alex Chen');
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveValue('alex@example.com');
  });

  it('comes back from a refused post with every value and each message beneath its field, tied to it', () => {
    const flash: Flash = {
      form: 'gift-certificate',
      errors: [
        { message: cartMessages.giftCertificateAmount, field: 'giftCertificate.amount' },
        { message: cartMessages.email, field: 'giftCertificate.recipient.email' },
      ],
      values: {
        'giftCertificate.amount': '5',
        'giftCertificate.recipient.name': 'Sam',
        'giftCertificate.recipient.email': 'sam@',
        'giftCertificate.sender.name': 'Alex',
        'giftCertificate.sender.email': 'alex@example.com',
        'giftCertificate.message': 'Hi',
      },
    };
    render(form(flash));
    const amount = screen.getByRole('textbox', { name: /Amount in dollars/ });
    expect(amount).toHaveValue('5');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(cartMessages.giftCertificateAmount);
    expect(screen.getByRole('textbox', { name: /Their email/ })).toHaveAccessibleDescription(cartMessages.email);
    expect(screen.getByRole('textbox', { name: /Their name/ })).toHaveValue('Sam');
    expect(screen.getByRole('textbox', { name: /Message/ })).toHaveValue('Hi');
    const summary = screen.getByRole('alert');
    expect(summary).toHaveTextContent('There is a problem');
    expect(screen.getByRole('link', { name: cartMessages.email })).toHaveAttribute('href', '#field-giftCertificate.recipient.email');
  });

  it('adds by script with the amount typed as dollars, says what was added and empties the form but for the sender', async () => {
    const user = userEvent.setup();
    render(form());
    await fill(user, { amount: '$75.50', name: 'Sam Lee', email: 'sam@example.com', from: 'Alex', fromEmail: 'alex@example.com', message: 'Happy birthday' });
    await user.click(screen.getByRole('button', { name: 'Add gift certificate to cart' }));
    await waitFor(() =>
      expect(add).toHaveBeenCalledWith({ amount: 75.5, recipient: { name: 'Sam Lee', email: 'sam@example.com' }, sender: { name: 'Alex', email: 'alex@example.com' }, message: 'Happy birthday' }),
    );
    expect(await screen.findByText('Added a $75.50 gift certificate for Sam Lee to your cart.')).toHaveAttribute('role', 'status');
    expect(screen.getByRole('textbox', { name: /Their name/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Amount in dollars/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /Your email/ })).toHaveValue('alex@example.com');
  });

  it('sets the amount from a common amount and leaves the message out when empty', async () => {
    const user = userEvent.setup();
    render(form(null, { name: 'Alex', email: 'alex@example.com' }));
    await user.click(screen.getByRole('button', { name: '$100' }));
    expect(screen.getByRole('button', { name: '$100' })).toHaveAttribute('aria-pressed', 'true');
    await fill(user, { name: 'Sam', email: 'sam@example.com' });
    await user.click(screen.getByRole('button', { name: 'Add gift certificate to cart' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith({ amount: 100, recipient: { name: 'Sam', email: 'sam@example.com' }, sender: { name: 'Alex', email: 'alex@example.com' } }));
  });

  it('checks the fields before sending anything, and moves focus to the first wrong one', async () => {
    const user = userEvent.setup();
    render(form());
    await fill(user, { amount: '1000.01', name: 'Sam', email: 'sam@example' });
    await user.click(screen.getByRole('button', { name: 'Add gift certificate to cart' }));
    const amount = screen.getByRole('textbox', { name: /Amount in dollars/ });
    await waitFor(() => expect(amount).toHaveAccessibleDescription(cartMessages.giftCertificateAmount));
    expect(screen.getByRole('textbox', { name: /Their email/ })).toHaveAccessibleDescription(cartMessages.email);
    expect(screen.getByRole('textbox', { name: /Your name/ })).toHaveAccessibleDescription(cartMessages.senderName);
    await waitFor(() => expect(amount).toHaveFocus());
    expect(add).not.toHaveBeenCalled();
  });

  it("shows the cart API's reason when it refuses, keeping what was typed", async () => {
    add.mockRejectedValue(new FetcherError({ message: 'refused', status: 503, errors: [{ message: 'The shop is busy. Please try again in a minute.' }] }));
    const user = userEvent.setup();
    render(form(null, { name: 'Alex', email: 'alex@example.com' }));
    await fill(user, { amount: '20', name: 'Sam', email: 'sam@example.com' });
    await user.click(screen.getByRole('button', { name: 'Add gift certificate to cart' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The shop is busy. Please try again in a minute.');
    expect(screen.getByRole('textbox', { name: /Their name/ })).toHaveValue('Sam');
  });

  it('uses what was typed in the server HTML before hydration', async () => {
    const container = serverHtml(form());
    const set = (name: string, value: string) => {
      container.querySelector<HTMLInputElement>(`[name="${name}"]`)!.value = value;
    };
    set('giftCertificate.amount', '40');
    set('giftCertificate.recipient.name', 'Early');
    set('giftCertificate.recipient.email', 'early@example.com');
    set('giftCertificate.sender.name', 'Alex');
    set('giftCertificate.sender.email', 'alex@example.com');
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, form());
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Add gift certificate to cart' }));
    await waitFor(() => expect(add).toHaveBeenCalledWith({ amount: 40, recipient: { name: 'Early', email: 'early@example.com' }, sender: { name: 'Alex', email: 'alex@example.com' } }));
    act(() => root?.unmount());
    container.remove();
  });
});
