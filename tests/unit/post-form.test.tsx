import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { SWRConfig } from 'swr';
import LoginForm from '@/components/account/LoginForm';
import { FlashContext } from '@/lib/http/flash-context';
import { serverHtml } from '@/tests/support/server-html';
import type { Flash } from '@/lib/http/flash-types';

/*
 * The forms of components/forms/PostForm.tsx: real posts to their API route that work before hydration, adopt what
 * was typed in the server's HTML when they hydrate, and refill themselves from the flash a refused post came back with.
 */
const router = { pathname: '/login', asPath: '/login', replace: jest.fn(async () => true), push: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

const sent: unknown[] = [];
beforeEach(() => {
  sent.length = 0;
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    return new Response(JSON.stringify({ data: { customer: { entityId: 1, email: 'early@example.com' } } }), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

function page(flash: Flash | null = null): ReactElement {
  return (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <FlashContext value={flash}>
        <LoginForm returnTo="/account/orders" />
      </FlashContext>
    </SWRConfig>
  );
}

describe('a post form', () => {
  it('is a post to its API route with named fields, its id and its return path (nothing for a URL)', () => {
    const container = serverHtml(page());
    const form = container.querySelector('form')!;
    expect(form.getAttribute('method')).toBe('post');
    expect(form.getAttribute('action')).toBe('/api/bigcommerce/customers/login');
    expect([...form.querySelectorAll('input')].map((input) => input.name)).toEqual(['_form', 'returnTo', 'email', 'password']);
    expect(form.querySelector<HTMLInputElement>('input[name="returnTo"]')?.value).toBe('/account/orders');
    container.remove();
  });

  it('uses what was typed before hydration once it has hydrated', async () => {
    const container = serverHtml(page());
    // Typed into the server's HTML while the scripts were still on their way.
    container.querySelector<HTMLInputElement>('input[name="email"]')!.value = 'early@example.com';
    container.querySelector<HTMLInputElement>('input[name="password"]')!.value = 'Str0ng!pass';
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, page());
    });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('early@example.com');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(sent).toEqual([{ email: 'early@example.com', password: 'Str0ng!pass' }]));
    act(() => root?.unmount());
    container.remove();
  });

  it("comes back from a refused post with the values, a summary and the field's message, never a password", () => {
    const flash: Flash = {
      form: 'login',
      errors: [{ message: 'Cannot find an account that matches the provided credentials' }, { message: 'Email cannot be blank.', field: 'email' }],
      values: { email: 'kept@example.com' },
    };
    const container = serverHtml(page(flash));
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('kept@example.com');
    expect(container.querySelector<HTMLInputElement>('input[name="password"]')?.value).toBe('');
    const summary = container.querySelector('[role="alert"]');
    expect(summary?.textContent).toContain('There is a problem');
    expect(summary?.textContent).toContain('Cannot find an account that matches the provided credentials');
    expect(container.querySelector('a[href="#field-email"]')?.textContent).toBe('Email cannot be blank.');
    expect(container.querySelector('#field-email-error')?.textContent).toBe('Email cannot be blank.');
    container.remove();
  });

  it("ignores another form's flash", () => {
    const container = serverHtml(page({ form: 'signup', errors: [{ message: 'Nope' }], values: { email: 'other@example.com' } }));
    expect(container.querySelector<HTMLInputElement>('input[name="email"]')?.value).toBe('');
    expect(container.querySelector('[role="alert"]')).toBeNull();
    container.remove();
  });
});
