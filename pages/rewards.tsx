import Link from 'next/link';
import AccountLayout from '@/components/account/AccountLayout';
import styles from '@/components/account/Account.module.css';
import Seo from '@/components/seo/Seo';
import { optionalCustomer } from '@/lib/accounts/require-customer';
import { everyOrder, getCommerce } from '@/lib/commerce';
import { getConfig } from '@/lib/config';
import { loyaltyPoints } from '@/lib/loyalty/points';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  /** The signed-in customer's first name, or null for a guest. */
  firstName: string | null;
  /** Points from placed orders (embedded mode); null for a guest or when LoyaltyLion keeps the balance. */
  points: number | null;
  hosted: boolean;
  shopper: ShopperSnapshot;
}

const DESCRIPTION = 'Earn points on every order and turn them into discounts.';

/**
 * Rewards. With LoyaltyLion configured its SDK starts (and authenticates the signed-in customer); in the
 * embedded mode no third-party script loads and the balance is worked out here: 1 point per whole dollar of
 * each placed order, cancelled orders excluded. A signed-in customer's rewards are part of their account: the page
 * has the account's navigation, Rewards current. A guest sees the page on its own, with a way to sign in.
 */
export default function RewardsPage({ firstName, points, hosted }: Props) {
  const content = (
    <>
      <section aria-labelledby="how-it-works" className="prose">
        <h2 id="how-it-works">How it works</h2>
        <ul>
          <li>Earn 1 point for every whole dollar you spend on an order.</li>
          <li>Points are added when your order is placed; cancelled orders don&apos;t earn points.</li>
          <li>Turn your points into discounts on future orders.</li>
        </ul>
      </section>
      <section aria-labelledby="your-points">
        <h2 id="your-points">Your points</h2>
        {firstName === null ? (
          <p>
            <Link href="/login?returnTo=%2Frewards">Sign in</Link> or <Link href="/create-account">create an account</Link> to start
            earning points.
          </p>
        ) : hosted ? (
          <p>Hi {firstName}, your points balance and rewards appear in the rewards panel.</p>
        ) : (
          <p>
            Hi {firstName}, you have <span className={styles.points}>{points ?? 0}</span> point{points === 1 ? '' : 's'}.
          </p>
        )}
      </section>
    </>
  );
  if (firstName !== null) {
    return (
      <AccountLayout title="Rewards" path="/rewards" description={DESCRIPTION} noindex={false}>
        {content}
      </AccountLayout>
    );
  }
  return (
    <>
      <Seo title="Rewards" path="/rewards" description={DESCRIPTION} />
      <h1>Rewards</h1>
      {content}
    </>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const customer = await optionalCustomer(context);
  const hosted = getConfig().loyalty !== null;
  const shopper = await readShopper(context.req, context.res, customer?.entityId ?? null);
  if (!customer) return { props: { firstName: null, points: null, hosted, shopper } };
  const points = hosted ? null : loyaltyPoints(await everyOrder(await getCommerce(), customer.entityId));
  return { props: { firstName: customer.firstName, points, hosted, shopper } };
});
