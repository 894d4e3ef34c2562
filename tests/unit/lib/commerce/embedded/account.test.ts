/** @jest-environment node */
import type { MailMessage, Mailer } from '@/lib/mail';
import type { SignupInput } from '@/lib/commerce/types';
import { closeAllStores } from '@/lib/commerce/embedded/db';
import { createEmbeddedCommerce } from '@/lib/commerce/embedded/index';
import { INVALID_RESET_LINK, RESET_LINK_TTL_MS } from '@/lib/commerce/embedded/password-resets';
import { WRONG_CURRENT_PASSWORD } from '@/lib/commerce/embedded/profile';
import { seededDataDir, withRawDb } from '@/tests/support/embedded-store';

const env = seededDataDir();
let clock = 1_800_000_000_000;
const sent: MailMessage[] = [];
const mailer: Mailer = { send: async (message) => void sent.push(message) };
const commerce = createEmbeddedCommerce({ dataDir: env.dataDir, seedFile: env.seedFile, now: () => clock, mailer, siteUrl: 'https://shop.example' });
const PASSWORD = 'Str0ng!pass';
const NEW_PASSWORD = 'N3w!passw0rd';

const signup = (email: string): SignupInput => ({ email, password: PASSWORD, firstName: 'Jo', lastName: 'Citizen', phone: '0400000000', company: '', addresses: [] });

let jo: number;
let sam: number;

beforeAll(async () => {
  jest.spyOn(console, 'info').mockImplementation(() => undefined);
  jo = (await commerce.createCustomer(signup('jo@example.com'))).entityId;
  sam = (await commerce.createCustomer(signup('sam@example.com'))).entityId;
});

afterAll(() => {
  closeAllStores();
  env.cleanup();
});

beforeEach(() => {
  sent.length = 0;
});

/** Asks for a link and reads it out of the email, as a shopper would. */
async function linkFor(email: string): Promise<{ customerId: number; token: string; link: URL }> {
  await commerce.requestPasswordReset(email);
  const message = sent.at(-1)!;
  const link = new URL(/https:\/\/\S+/.exec(message.text)![0]);
  return { customerId: Number(link.searchParams.get('c')), token: link.searchParams.get('t')!, link };
}

describe('password reset links', () => {
  it('emails a link to the reset page with the customer id and a long random token; nothing for an unknown email', async () => {
    const { customerId, token, link } = await linkFor('JO@example.com ');
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: 'jo@example.com', kind: 'password-reset', subject: expect.stringMatching(/reset/i) });
    expect(`${link.origin}${link.pathname}`).toBe('https://shop.example/reset-password');
    expect(customerId).toBe(jo);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Only a digest is stored, never the token itself.
    const stored = withRawDb(env.dataDir, (db) => db.prepare('SELECT token_hash FROM password_resets WHERE customer_id = ?').all(jo)) as { token_hash: string }[];
    expect(stored.length).toBeGreaterThan(0);
    expect(JSON.stringify(stored)).not.toContain(token);

    await expect(commerce.requestPasswordReset('nobody@example.com')).resolves.toBeUndefined();
    expect(sent).toHaveLength(1);
  });

  it('sets the new password once: the same link again, or any older link, is refused', async () => {
    const older = await linkFor('jo@example.com');
    const { customerId, token } = await linkFor('jo@example.com');
    await commerce.resetPassword(customerId, token, NEW_PASSWORD);
    expect(await commerce.verifyCredentials('jo@example.com', NEW_PASSWORD)).toMatchObject({ entityId: jo });
    expect(await commerce.verifyCredentials('jo@example.com', PASSWORD)).toBeNull();

    await expect(commerce.resetPassword(customerId, token, 'An0ther!pass')).rejects.toMatchObject({ code: 'invalid_input', message: INVALID_RESET_LINK });
    await expect(commerce.resetPassword(older.customerId, older.token, 'An0ther!pass')).rejects.toMatchObject({ code: 'invalid_input' });
    expect(await commerce.verifyCredentials('jo@example.com', NEW_PASSWORD)).not.toBeNull();
    await commerce.changePassword(jo, NEW_PASSWORD, PASSWORD);
  });

  it('expires after one hour', async () => {
    const { customerId, token } = await linkFor('sam@example.com');
    clock += RESET_LINK_TTL_MS;
    await expect(commerce.resetPassword(customerId, token, NEW_PASSWORD)).rejects.toMatchObject({ message: INVALID_RESET_LINK });
    expect(await commerce.verifyCredentials('sam@example.com', PASSWORD)).not.toBeNull();

    const fresh = await linkFor('sam@example.com');
    clock += RESET_LINK_TTL_MS - 1;
    await commerce.resetPassword(fresh.customerId, fresh.token, NEW_PASSWORD);
    expect(await commerce.verifyCredentials('sam@example.com', NEW_PASSWORD)).not.toBeNull();
  });

  it('checks a link without using it: usable until it sets a password or expires; wrong ids and tokens are not', async () => {
    const { customerId, token } = await linkFor('sam@example.com');
    expect(await commerce.checkResetLink(customerId, token)).toBe(true);
    // Asking again changes nothing: still usable, and it still sets the password.
    expect(await commerce.checkResetLink(customerId, token)).toBe(true);
    expect(await commerce.checkResetLink(jo, token)).toBe(false);
    expect(await commerce.checkResetLink(customerId, 'x'.repeat(43))).toBe(false);
    expect(await commerce.checkResetLink(customerId, 'short')).toBe(false);
    expect(await commerce.checkResetLink(-1, token)).toBe(false);
    await commerce.resetPassword(customerId, token, NEW_PASSWORD);
    expect(await commerce.checkResetLink(customerId, token)).toBe(false);

    const later = await linkFor('sam@example.com');
    clock += RESET_LINK_TTL_MS;
    expect(await commerce.checkResetLink(later.customerId, later.token)).toBe(false);
  });

  it("refuses another customer's id with a valid token, a made-up token and a too-short password, changing nothing", async () => {
    const { token } = await linkFor('jo@example.com');
    await expect(commerce.resetPassword(sam, token, 'Hijack!123')).rejects.toMatchObject({ message: INVALID_RESET_LINK });
    await expect(commerce.resetPassword(jo, 'x'.repeat(43), 'Hijack!123')).rejects.toMatchObject({ message: INVALID_RESET_LINK });
    await expect(commerce.resetPassword(jo, token, 'short')).rejects.toMatchObject({ code: 'invalid_input' });
    expect(await commerce.verifyCredentials('jo@example.com', PASSWORD)).not.toBeNull();
    await commerce.resetPassword(jo, token, NEW_PASSWORD);
    await commerce.changePassword(jo, NEW_PASSWORD, PASSWORD);
  });
});

describe('profile and password change', () => {
  it('edits name, phone and email; an email another account uses is a conflict', async () => {
    const updated = await commerce.updateCustomer(jo, { firstName: ' Joanna ', lastName: 'Citizen-Smith', phone: '0411 111 111', email: 'Joanna@Example.com' });
    expect(updated).toMatchObject({ entityId: jo, firstName: 'Joanna', lastName: 'Citizen-Smith', phone: '0411 111 111', email: 'joanna@example.com' });
    expect(await commerce.getCustomer(jo)).toEqual(updated);
    expect(await commerce.verifyCredentials('joanna@example.com', PASSWORD)).not.toBeNull();
    await expect(commerce.updateCustomer(jo, { ...updated, email: 'SAM@example.com' })).rejects.toMatchObject({ code: 'conflict' });
    await expect(commerce.updateCustomer(jo, { ...updated, firstName: '  ' })).rejects.toMatchObject({ code: 'invalid_input' });
    await expect(commerce.updateCustomer(9999, { ...updated, email: 'ghost@example.com' })).rejects.toMatchObject({ code: 'not_found' });
    expect((await commerce.getCustomer(jo))?.email).toBe('joanna@example.com');
  });

  it('changes the password only with the right current one', async () => {
    await expect(commerce.changePassword(sam, 'wrong-password', 'Other!pass1')).rejects.toMatchObject({ code: 'invalid_input', message: WRONG_CURRENT_PASSWORD });
    await commerce.changePassword(sam, NEW_PASSWORD, 'Other!pass1');
    expect(await commerce.verifyCredentials('sam@example.com', 'Other!pass1')).not.toBeNull();
    expect(await commerce.verifyCredentials('sam@example.com', NEW_PASSWORD)).toBeNull();
  });
});

describe('wish lists', () => {
  it('keeps items per customer, once each, checked against the catalogue', async () => {
    const [product] = await commerce.listProducts();
    const variant = product.variants[0];
    const list = await commerce.createWishlist(jo, 'My wish list', [{ productId: product.id, variantId: variant.id }]);
    expect(list).toMatchObject({ name: 'My wish list', isPublic: false, items: [{ productId: product.id, variantId: variant.id }] });
    const again = await commerce.addWishlistItems(jo, list.id, [{ productId: product.id, variantId: variant.id }, { productId: product.id }]);
    expect(again.items).toHaveLength(2);
    expect(again.items.map((item) => item.variantId).sort()).toEqual([variant.id, null].sort());

    await expect(commerce.addWishlistItems(jo, list.id, [{ productId: 999_999 }])).rejects.toMatchObject({ code: 'not_found' });
    await expect(commerce.addWishlistItems(jo, list.id, [{ productId: product.id, variantId: 999_999 }])).rejects.toMatchObject({ code: 'not_found' });
    // Another customer's list is not found, for reading and writing alike.
    await expect(commerce.addWishlistItems(sam, list.id, [{ productId: product.id }])).rejects.toMatchObject({ code: 'not_found' });
    await expect(commerce.removeWishlistItems(sam, list.id, [again.items[0].id])).rejects.toMatchObject({ code: 'not_found' });
    expect(await commerce.listWishlists(sam)).toEqual([]);
    await expect(commerce.createWishlist(0, 'Guest list')).rejects.toMatchObject({ code: 'unauthenticated' });

    const after = await commerce.removeWishlistItems(jo, list.id, [again.items[0].id]);
    expect(after.items).toHaveLength(1);
    expect(await commerce.listWishlists(jo)).toEqual([after]);
  });
});
