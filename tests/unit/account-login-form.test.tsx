import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SWRConfig } from 'swr';
import LoginForm from '@/components/account/LoginForm';
import ErrorModal from '@/components/ui/ErrorModal';
import LoadingModal from '@/components/ui/LoadingModal';
import { messages } from '@/lib/accounts/fields';

const router = { pathname: '/login', asPath: '/login', replace: jest.fn(async () => true), push: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));

let reply: { status: number; body: unknown };
const sent: unknown[] = [];

beforeEach(() => {
  sent.length = 0;
  router.replace.mockClear();
  global.fetch = jest.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
    sent.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

function renderLogin(returnTo = '/account/addresses') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <LoginForm returnTo={returnTo} />
    </SWRConfig>,
  );
}

async function signIn(password = 'Str0ng!pass') {
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Email' }), 'ana@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in form', () => {
  it('links to Create an account and requires email and password', async () => {
    renderLogin();
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/create-account');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText(messages.email)).toBeInTheDocument();
    expect(screen.getByText(messages.passwordBlank)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('signs in and goes back to returnTo', async () => {
    reply = { status: 200, body: { data: { customer: { entityId: 1, email: 'ana@example.com' } } } };
    renderLogin('/account/addresses?page=2');
    await signIn();
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/account/addresses?page=2'));
    expect(sent[0]).toEqual({ email: 'ana@example.com', password: 'Str0ng!pass' });
  });

  it('shows the wrong-credentials and the lockout messages', async () => {
    reply = { status: 401, body: { errors: [{ message: messages.invalidCredentials, code: 'invalid_credentials' }] } };
    renderLogin();
    await signIn('Wr0ng!pass');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidCredentials);
    reply = { status: 429, body: { errors: [{ message: messages.tooManyAttempts('15 minutes'), code: 'rate_limited' }] } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('please try again in 15 minutes'));
    expect(router.replace).not.toHaveBeenCalled();
  });
});

function ModalHarness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <ErrorModal open={open} message="Error signing up" onClose={() => setOpen(false)} />
      <LoadingModal open={false} />
    </>
  );
}

describe('modals', () => {
  it("error modal: titled 'Error', Ok takes focus and closes it", async () => {
    const user = userEvent.setup();
    render(<ModalHarness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveAccessibleDescription('Error signing up');
    const ok = within(dialog).getByRole('button', { name: 'Ok' });
    expect(ok).toHaveFocus();
    await user.click(ok);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('error modal takes another title', () => {
    render(<ErrorModal open title="Heads up" message="x" onClose={() => undefined} />);
    expect(screen.getByRole('dialog', { name: 'Heads up' })).toBeInTheDocument();
  });
});
