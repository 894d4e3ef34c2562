/**
 * getServerSideProps guard of the account pages: a signed-out shopper is sent to /login?returnTo=<this page>,
 * a signed-in one gets their customer record and the page's shopper snapshot (the header's cart count and
 * Account). Account responses are private and never cached.
 */
import type { GetServerSidePropsContext, Redirect } from 'next';
import { getCommerce } from '@/lib/commerce';
import type { Customer } from '@/lib/commerce/types';
import { getSession } from '@/lib/http/session';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { loginHref } from './return-to';

type CustomerOrRedirect =
  | { customer: Customer; shopper: ShopperSnapshot; redirect?: undefined }
  | { customer?: undefined; shopper?: undefined; redirect: Redirect };

export async function requireCustomer(context: GetServerSidePropsContext): Promise<CustomerOrRedirect> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const session = await getSession(context.req, context.res);
  const customerId = session.customerId;
  const signIn = { redirect: { destination: loginHref(context.resolvedUrl), permanent: false } };
  if (typeof customerId !== 'number') return signIn;
  const [customer, shopper] = await Promise.all([(await getCommerce()).getCustomer(customerId), readShopper(context.req, context.res, customerId)]);
  if (!customer) {
    session.destroy();
    return signIn;
  }
  return { customer, shopper };
}

/** The signed-in customer or null, without redirecting (pages that serve guests too). */
export async function optionalCustomer(context: GetServerSidePropsContext): Promise<Customer | null> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const session = await getSession(context.req, context.res);
  if (typeof session.customerId !== 'number') return null;
  return (await getCommerce()).getCustomer(session.customerId);
}
