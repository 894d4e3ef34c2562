/**
 * getServerSideProps guard of the account pages: a signed-out shopper is sent to /login?returnTo=<this page>,
 * a signed-in one gets their customer record. Account responses are private and never cached.
 */
import type { GetServerSidePropsContext, Redirect } from 'next';
import { getCommerce } from '@/lib/commerce';
import type { Customer } from '@/lib/commerce/types';
import { getSession } from '@/lib/http/session';
import { loginHref } from './return-to';

export type CustomerOrRedirect = { customer: Customer; redirect?: undefined } | { customer?: undefined; redirect: Redirect };

export async function requireCustomer(context: GetServerSidePropsContext): Promise<CustomerOrRedirect> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const session = await getSession(context.req, context.res);
  const customerId = session.customerId;
  const customer = typeof customerId === 'number' ? await (await getCommerce()).getCustomer(customerId) : null;
  if (!customer) {
    if (typeof customerId === 'number') session.destroy();
    return { redirect: { destination: loginHref(context.resolvedUrl), permanent: false } };
  }
  return { customer };
}

/** The signed-in customer or null, without redirecting (pages that serve guests too). */
export async function optionalCustomer(context: GetServerSidePropsContext): Promise<Customer | null> {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const session = await getSession(context.req, context.res);
  if (typeof session.customerId !== 'number') return null;
  return (await getCommerce()).getCustomer(session.customerId);
}
