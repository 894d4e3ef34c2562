/** @jest-environment node */
/**
 * The gift certificates page's data loader: rendered per request and never shared, the page's copy from the
 * content, a signed-in customer as the form's sender, the flash a post came back with; and the form still offered
 * when the content service or the customer's record cannot be read.
 */
import type { GetServerSidePropsContext } from 'next';
import { UpstreamError } from '@/lib/http/upstream-error';

const commerce = { getCustomer: jest.fn() };
const content = { getPage: jest.fn(), getAlert: jest.fn(async () => null), listCategories: jest.fn(async () => []) };
let customerId: number | null = null;

jest.mock('@/lib/commerce', () => ({ getCommerce: async () => commerce }));
jest.mock('@/lib/content', () => ({ getContent: () => content }));
jest.mock('@/lib/http/session', () => ({ currentCustomerId: async () => customerId }));
jest.mock('@/lib/http/shopper-cart', () => ({ readShopper: async (_req: unknown, _res: unknown, id: number | null) => ({ cartCount: 0, signedIn: id !== null }) }));
jest.mock('@/lib/http/flash', () => ({ readFlash: async () => ({ form: 'gift-certificate', errors: [{ message: 'Nope', field: 'giftCertificate.amount' }] }) }));

const PAGE = {
  title: 'Gift certificates',
  slug: 'giftcertificates',
  description: 'Send one by email.',
  body: [{ _type: 'faq', _key: 'a', question: 'How long is it valid?', answer: [{ _type: 'block', _key: 'b', children: [{ _type: 'span', _key: 'c', text: 'Three years.' }] }] }],
};

async function load() {
  const { getServerSideProps } = await import('@/pages/giftcertificates');
  const headers: Record<string, string> = {};
  const ctx = { req: { cookies: {}, headers: {} }, res: { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) }, query: {} };
  const result = (await getServerSideProps(ctx as unknown as GetServerSidePropsContext)) as unknown as { props: Record<string, unknown> };
  return { props: result.props, headers };
}

beforeEach(() => {
  jest.clearAllMocks();
  customerId = null;
  content.getPage.mockResolvedValue(PAGE);
  commerce.getCustomer.mockResolvedValue({ entityId: 7, email: 'alex@example.com', firstName: 'Alex', lastName: 'Chen', phone: '', company: '' });
});

describe('the gift certificates page', () => {
  it("is private and per request, with the content's copy and the flash, and no sender for a guest", async () => {
    const { props, headers } = await load();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(content.getPage).toHaveBeenCalledWith('giftcertificates', { preview: false });
    expect(props).toMatchObject({
      page: { title: 'Gift certificates', description: 'Send one by email.', body: PAGE.body },
      sender: null,
      shopper: { cartCount: 0, signedIn: false },
      flash: { form: 'gift-certificate' },
      preview: false,
    });
    expect(props.structuredData).toEqual([expect.stringContaining('How long is it valid?')]);
    expect(commerce.getCustomer).not.toHaveBeenCalled();
  });

  it("fills the sender in from a signed-in customer's name and email", async () => {
    customerId = 7;
    const { props } = await load();
    expect(commerce.getCustomer).toHaveBeenCalledWith(7);
    expect(props).toMatchObject({ sender: { name: 'Alex Chen', email: 'alex@example.com' }, shopper: { signedIn: true } });
  });

  it('still offers the form when the content service or the customer record cannot be read', async () => {
    customerId = 7;
    content.getPage.mockRejectedValue(new UpstreamError({ service: 'content', status: 503, message: 'down' }));
    commerce.getCustomer.mockRejectedValue(new UpstreamError({ service: 'commerce', status: 503, message: 'down' }));
    const { props } = await load();
    expect(props).toMatchObject({ page: null, structuredData: [], sender: null });
  });

  it('lets an unexpected failure reach the error page', async () => {
    content.getPage.mockRejectedValue(new TypeError('a bug'));
    await expect(load()).rejects.toThrow('a bug');
  });
});
