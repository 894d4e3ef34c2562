import AccountLayout from '@/components/account/AccountLayout';
import WishlistItems from '@/components/account/WishlistItems';
import { requireCustomer } from '@/lib/accounts/require-customer';
import { customerWishlist, wishlistView, type WishlistView } from '@/lib/accounts/wishlist';
import { getCommerce } from '@/lib/commerce';
import { readFlash, type Flash } from '@/lib/http/flash';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

interface Props {
  initial: WishlistView;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/** The saved variants, with Add to cart; the first render comes from the server, changes from the API. */
export default function WishlistPage({ initial }: Props) {
  return (
    <AccountLayout title="Wish list" path="/account/wishlist">
      <WishlistItems initial={initial} />
    </AccountLayout>
  );
}

export const getServerSideProps = withPreview<Props>(async (context) => {
  const { customer, shopper, redirect } = await requireCustomer(context);
  if (redirect) return { redirect };
  const commerce = await getCommerce();
  return { props: { shopper, initial: await wishlistView(commerce, await customerWishlist(commerce, customer.entityId)), flash: await readFlash(context) } };
});
