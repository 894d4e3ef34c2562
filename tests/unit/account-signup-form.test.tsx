import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SWRConfig } from 'swr';
import SignupForm from '@/components/account/SignupForm';
import { useCustomer } from '@/hooks/use-customer';
import { AU_STATES, messages } from '@/lib/accounts/fields';
import { initialSignupValues, signupSchema } from '@/lib/accounts/signup-schema';

const router = { pathname: '/create-account', asPath: '/create-account', push: jest.fn(async () => true), replace: jest.fn(async () => true) };
jest.mock('next/router', () => ({ useRouter: () => router }));
// The widget's own module script (which jsdom does not run) defines the element: a stand-in does it here.
beforeAll(async () => (await import('../support/fake-altcha-widget')).defineFakeAltchaWidget());

type Handler = (body: unknown) => { status: number; body: unknown } | Promise<{ status: number; body: unknown }>;
let routes: Record<string, Handler>;
const calls: { method: string; url: string; body: unknown }[] = [];

function json(status: number, body: unknown) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

beforeEach(() => {
  calls.length = 0;
  router.push.mockClear();
  let challenges = 0;
  routes = {
    'GET /api/captcha/challenge': () => {
      challenges += 1;
      return { status: 200, body: { data: { parameters: { algorithm: 'PBKDF2/SHA-256', nonce: `n${challenges}` }, signature: `challenge-${challenges}` } } };
    },
    'GET /api/bigcommerce/customers': () => ({ status: 200, body: { data: null } }),
    'POST /api/bigcommerce/customers/signup': () => ({ status: 200, body: { data: { customer: { entityId: 9, email: 'nina@example.com' } } } }),
  };
  global.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const key = Object.keys(routes).find((route) => {
      const [m, path] = route.split(' ');
      return m === method && (url === path || url.startsWith(`${path}?`));
    });
    if (!key) return json(404, { errors: [{ message: `no route for ${method} ${url}` }] });
    const result = await routes[key](body);
    return json(result.status, result.body);
  }) as typeof fetch;
});

/** Stands in for the header's quick-nav, which shows the customer. */
function CustomerProbe() {
  const { customer } = useCustomer();
  return <p>{customer ? 'Account' : 'Sign in'}</p>;
}

function renderForm() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <CustomerProbe />
      <SignupForm />
    </SWRConfig>,
  );
}

const field = (name: string) => screen.getByRole('textbox', { name });

const notARobot = () => screen.findByRole('checkbox', { name: "I'm not a robot" });

async function fillValid(user: ReturnType<typeof userEvent.setup>, overrides: { captcha?: boolean } = {}) {
  await user.type(field('First name'), 'Nina');
  await user.type(field('Last name'), 'Shopper');
  await user.type(field('Email'), 'nina@example.com');
  await user.type(field('Phone number'), '0400 000 000');
  await user.type(field('Address Line 1'), '1 Foundry Lane');
  await user.type(field('Suburb'), 'Launceston');
  await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Tasmania');
  await user.type(field('Postcode'), '7250');
  await user.type(screen.getByLabelText(/^Password/), 'Str0ng!pass');
  await user.type(screen.getByLabelText(/Confirm password/), 'Str0ng!pass');
  await waitFor(() => expect(calls.some((c) => c.url === '/api/captcha/challenge')).toBe(true));
  if (overrides.captcha !== false) await user.click(await notARobot());
}

function dialog() {
  return screen.getByRole('dialog', { name: 'Error' });
}

describe('sign-up form', () => {
  it("has the sections 'Your details', 'Password' and newsletter, with the spec's defaults", async () => {
    renderForm();
    for (const name of ['Your details', 'Password', 'Newsletter']) expect(screen.getByRole('group', { name })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('AU');
    expect(screen.getByRole('checkbox', { name: /news/i })).not.toBeChecked();
    expect(initialSignupValues).toEqual({
      email: '', password: '', confirm: '', firstName: '', lastName: '', company: '', country: 'AU', postcode: '', state: '', region: '',
      suburb: '', address1: '', address2: '', phone: '', newsletter: false,
    });
    expect(await notARobot()).not.toBeChecked();
  });

  it("marks the required fields 'required' and leaves Company and Address Line 2 unmarked", async () => {
    renderForm();
    // The form's captcha challenge and the customer load as it renders: let them arrive inside the test.
    await notARobot();
    for (const name of ['First name', 'Last name', 'Email', 'Phone number', 'Address Line 1', 'Suburb', 'Postcode']) {
      const input = field(name);
      expect(input).toHaveAttribute('aria-required', 'true');
      expect(document.querySelector(`label[for="${input.id}"]`)).toHaveTextContent(/required$/);
    }
    for (const name of ['Company', 'Address Line 2']) {
      const input = field(name);
      expect(input).not.toHaveAttribute('aria-required');
      expect(document.querySelector(`label[for="${input.id}"]`)).not.toHaveTextContent('required');
    }
  });

  it('switches State between the 8-state dropdown (AU) and free text (NZ)', async () => {
    const user = userEvent.setup();
    renderForm();
    const state = screen.getByRole('combobox', { name: 'State' });
    expect(within(state).getAllByRole('option').map((o) => o.textContent)).toEqual(['Choose a state', ...AU_STATES]);
    await user.selectOptions(state, 'Victoria');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'NZ');
    expect(screen.queryByRole('combobox', { name: 'State' })).not.toBeInTheDocument();
    const text = field('State');
    expect(text).toHaveValue('');
    expect(text).not.toHaveAttribute('aria-required');
    await user.type(text, 'Auckland');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Country' }), 'AU');
    expect(screen.getByRole('combobox', { name: 'State' })).toHaveValue('');
  });

  it('shows an error beneath a field only once it is touched and invalid', async () => {
    const user = userEvent.setup();
    renderForm();
    expect(screen.queryByText(messages.firstName)).not.toBeInTheDocument();
    await user.click(field('First name'));
    expect(screen.queryByText(messages.firstName)).not.toBeInTheDocument();
    await user.tab();
    const error = await screen.findByText(messages.firstName);
    expect(field('First name')).toHaveAttribute('aria-invalid', 'true');
    expect(field('First name')).toHaveAttribute('aria-describedby', error.id);
    expect(screen.queryByText(messages.lastName)).not.toBeInTheDocument();
    await user.type(field('First name'), 'Nina');
    await waitFor(() => expect(screen.queryByText(messages.firstName)).not.toBeInTheDocument());
  });

  it('shows every sign-up message on submit and as the fields are typed', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    for (const message of [
      messages.firstName, messages.lastName, messages.postcode, messages.state, messages.suburb, messages.address1,
      messages.phone, messages.password, messages.confirmBlank, messages.email,
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    await user.type(field('Postcode'), '72a0');
    expect(await screen.findByText(messages.postcodeDigits)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Password/), 'Str0ng!pass');
    await user.type(screen.getByLabelText(/Confirm password/), 'Str0ng!pas');
    await user.tab();
    expect(await screen.findByText(messages.confirm)).toBeInTheDocument();
    expect(screen.queryByText(messages.password)).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('uses one schema with every message, Country included, and State only for AU', async () => {
    const errorsOf = async (values: Record<string, unknown>) =>
      signupSchema.validate(values, { abortEarly: false }).then(() => [], (e: { errors: string[] }) => e.errors);
    const all = await errorsOf({ ...initialSignupValues, country: '' });
    expect(all).toEqual(expect.arrayContaining([messages.country, messages.firstName, messages.lastName, messages.postcode, messages.suburb, messages.address1, messages.phone, messages.password, messages.confirmBlank]));
    expect(all).not.toContain(messages.confirm);
    expect(all).not.toContain(messages.state);
    const valid = { ...initialSignupValues, email: 'a@b.co', password: 'Str0ng!pass', confirm: 'Str0ng!pass', firstName: 'A', lastName: 'B', postcode: '3000', suburb: 'S', address1: '1', phone: '0400 000 000' };
    expect(await errorsOf({ ...valid, state: '' })).toEqual([messages.state]);
    expect(await errorsOf({ ...valid, country: 'NZ', state: '' })).toEqual([]);
    expect(await errorsOf({ ...valid, state: 'Victoria', postcode: 'abc' })).toEqual([messages.postcodeDigits]);
    for (const weak of ['Sh0rt!', 'NoDigits!!', '12345678!', 'NoSymbol12', 'Bad~Symbol1']) {
      expect(await errorsOf({ ...valid, state: 'Victoria', password: weak, confirm: weak })).toEqual([messages.password]);
    }
    expect(await errorsOf({ ...valid, state: 'Victoria', confirm: 'Other!pass1' })).toEqual([messages.confirm]);
    for (const phone of ['0400', '123456', 'call me', '0400 000 000 0000 0000', '04OO 000 000']) {
      expect(await errorsOf({ ...valid, state: 'Victoria', phone })).toEqual([messages.phoneDigits]);
    }
    for (const phone of ['0400 000 000', '(03) 6200 0000', '+61 400 000 000', '021-555-0000', '6200 0000', '123 4567', '0412\u2013345\u2013678']) {
      expect(await errorsOf({ ...valid, state: 'Victoria', phone })).toEqual([]);
    }
  });

  it("says 'Please complete the captcha correctly' under the captcha and moves focus there when it is not answered", async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValid(user, { captcha: false });
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const group = screen.getByRole('group', { name: 'Security check' });
    expect(await within(group).findByText(messages.captcha)).toBeInTheDocument();
    expect(group).toHaveAccessibleDescription(messages.captcha);
    await waitFor(() => expect(within(group).getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus());
    expect(calls.some((c) => c.url.includes('/signup') || c.url === '/api/recaptcha')).toBe(false);
    expect(screen.queryByRole('dialog', { name: 'Error' })).not.toBeInTheDocument();
  });

  it('moves focus to the first invalid field on a failed submit, and refuses an email without a real domain', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(field('First name'), 'Sam');
    await user.type(field('Email'), 'sam@invalid');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    // Last name is the first invalid field in page order.
    await waitFor(() => expect(field('Last name')).toHaveFocus());
    expect(await screen.findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls.some((c) => c.url.includes('/signup'))).toBe(false);
  });

  it('writes the password rule once (the hint gives way to the error) and can show the password', async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText(/^Password/, { selector: 'input' });
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription(/At least 8 characters/);
    await user.type(password, 'short');
    await user.tab();
    expect(await screen.findByText(messages.password)).toBeInTheDocument();
    expect(screen.queryByText(/At least 8 characters/)).not.toBeInTheDocument();
    const show = screen.getByRole('button', { name: 'Show password' });
    await user.click(show);
    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sends the captcha answer with the sign-up in one step; when the server refuses it, resets the captcha and shows the captcha message', async () => {
    routes['POST /api/bigcommerce/customers/signup'] = () => ({ status: 400, body: { errors: [{ message: messages.captcha, code: 'captcha' }] } });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await waitFor(dialog)).toHaveTextContent(messages.captcha);
    expect(calls.filter((c) => c.url.includes('/signup')).map((c) => (c.body as { captcha: string }).captcha)).toEqual(['solved:challenge-1']);
    expect(calls.some((c) => c.url === '/api/recaptcha')).toBe(false);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/captcha/challenge')).toHaveLength(2));
    expect(await notARobot()).not.toBeChecked();
    // Ticking it again solves the new challenge.
    await user.click(screen.getByRole('button', { name: 'Ok' }));
    await user.click(await notARobot());
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() =>
      expect(calls.filter((c) => c.url.includes('/signup')).map((c) => (c.body as { captcha: string }).captcha)).toEqual(['solved:challenge-1', 'solved:challenge-2']),
    );
  });

  it('tells the shopper the email is in use when the sign-up answers 409, without asking again with the email in a URL, and resets the captcha', async () => {
    routes['POST /api/bigcommerce/customers/signup'] = () => ({ status: 409, body: { errors: [{ message: 'conflict', code: 'conflict' }] } });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await waitFor(dialog)).toHaveTextContent('The email address nina@example.com is already in use. Please enter a different one.');
    expect(calls.some((c) => c.url.includes('checkEmail') || c.url.includes('%40'))).toBe(false);
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/captcha/challenge')).toHaveLength(2));
    expect(router.push).not.toHaveBeenCalled();
  });

  it("falls back to 'Error signing up'", async () => {
    routes['POST /api/bigcommerce/customers/signup'] = () => ({ status: 500, body: { errors: [{ message: 'boom' }] } });
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await waitFor(dialog)).toHaveTextContent(messages.signupFailed);
    expect(screen.getByRole('button', { name: 'Create account' })).toBeEnabled();
  });

  it('disables the button and shows the loading modal while submitting, then refetches the customer and goes to /account/orders', async () => {
    let finish: (value: { status: number; body: unknown }) => void = () => undefined;
    routes['POST /api/bigcommerce/customers/signup'] = () => new Promise((resolve) => (finish = resolve));
    const user = userEvent.setup();
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('checkbox', { name: /news/i }));
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Creating your account…');
    expect(screen.getByRole('button', { name: 'Create account' })).toBeDisabled();
    await waitFor(() => expect(calls.some((c) => c.url.includes('/signup'))).toBe(true));
    const sent = calls.find((c) => c.url.includes('/signup'))?.body as Record<string, unknown>;
    expect(sent).toMatchObject({ firstName: 'Nina', lastName: 'Shopper', email: 'nina@example.com', password: 'Str0ng!pass', country: 'AU', state: 'Tasmania', newsletter: true, captcha: 'solved:challenge-1' });
    const before = calls.filter((c) => c.url === '/api/bigcommerce/customers').length;
    await act(async () => finish({ status: 200, body: { data: { customer: { entityId: 9 } } } }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/account/orders'));
    expect(calls.filter((c) => c.url === '/api/bigcommerce/customers').length).toBeGreaterThan(before);
    expect(document.getElementById('klaviyo-onsite')).toBeNull();
  });
});
