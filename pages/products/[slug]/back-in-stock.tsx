import Link from 'next/link';
import { useState } from 'react';
import { AlertSaved, backInStockPath } from '@/components/product/BackInStockAlert';
import BackInStockForm from '@/components/product/BackInStockForm';
import { isSoldOut } from '@/components/product/BackInStockOffers';
import Seo from '@/components/seo/Seo';
import { customerToFillIn } from '@/lib/accounts/signed-in-customer';
import { getCommerce } from '@/lib/commerce';
import { variantLabel } from '@/lib/commerce/item-name';
import type { ProductVariant } from '@/lib/commerce/types';
import { readFlash, type Flash } from '@/lib/http/flash';
import { queryValue } from '@/lib/http/query';
import { currentCustomerId } from '@/lib/http/session';
import { readShopper } from '@/lib/http/shopper-cart';
import type { ShopperSnapshot } from '@/lib/http/shopper-context';
import { withPreview } from '@/lib/page-context';

type Variant = Pick<ProductVariant, 'id' | 'options'>;

interface Props {
  product: { id: number; name: string; slug: string };
  /** The variant asked for (`?variant=`), or null: then the page lists every sold-out option to choose from. */
  variant: Variant | null;
  soldOut: boolean;
  /** Every sold-out variant of the product. */
  soldOutVariants: Variant[];
  /** The signed-in customer's email, filled in (before and without JavaScript too); null for a guest. */
  email: string | null;
  flash: Flash | null;
  shopper: ShopperSnapshot;
}

/**
 * 'Email me when it's back' for a sold-out variant (`?variant=`), on a page rendered per request: where the product
 * page's link leads before and without JavaScript (the product page is static, so it could not show the form's
 * answer), and where the form's post comes back to with its notice, or with its message and the email typed.
 * Without `?variant=` it lists the product's sold-out options (the product page offers, in its HTML, only those
 * of the options it shows first).
 */
export default function BackInStockPage({ product, variant, soldOut, soldOutVariants, email, flash }: Props) {
  const [answer, setAnswer] = useState<string | null>(null);
  // A post of the form that went through comes back with its notice (shown above by the layout).
  const done = answer !== null || Boolean(flash?.message && !flash.errors);
  let body;
  if (!variant) {
    body =
      soldOutVariants.length === 0 ? (
        <p className="page-intro">Every option of {product.name} is in stock now.</p>
      ) : (
        <>
          <p className="page-intro">Which option of {product.name} would you like to hear about?</p>
          <ul className="chips" aria-label="Sold out">
            {soldOutVariants.map((candidate) => (
              <li key={candidate.id}>
                <Link href={backInStockPath(product.slug, candidate.id)}>{variantLabel(candidate.options) || product.name}</Link>
              </li>
            ))}
          </ul>
        </>
      );
  } else {
    const what = variantLabel(variant.options);
    const name = what ? `${product.name}: ${what}` : product.name;
    if (!soldOut) body = <p className="page-intro">{name} is in stock now.</p>;
    // The form that had the focus is gone: the confirmation in its place takes it.
    else if (done) body = answer && <AlertSaved message={answer} />;
    else
      body = (
        <>
          <p className="page-intro">{name} is sold out.</p>
          <BackInStockForm productId={product.id} variant={variant} what={what} email={email} onDone={setAnswer} />
        </>
      );
  }
  return (
    <>
      <Seo title={`Email me when it's back: ${product.name}`} path={`/products/${product.slug}/back-in-stock`} noindex />
      <h1>Email me when it&apos;s back</h1>
      {body}
      <p>
        <Link href={`/products/${product.slug}`} className="link-row">Back to {product.name}</Link>
      </p>
    </>
  );
}

const variantProps = (variant: ProductVariant): Variant => ({ id: variant.id, options: variant.options });

export const getServerSideProps = withPreview<Props, { slug: string }>(async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const product = await (await getCommerce()).getProductBySlug(context.params?.slug ?? '');
  if (!product) return { notFound: true };
  const asked = queryValue(context.query.variant);
  const variant = asked === undefined ? null : product.variants.find((candidate) => String(candidate.id) === asked);
  if (variant === undefined) return { notFound: true };
  const customerId = await currentCustomerId(context.req, context.res);
  const customer = variant ? await customerToFillIn(customerId, "the stock alert's email") : null;
  return {
    props: {
      product: { id: product.id, name: product.name, slug: product.slug },
      variant: variant && variantProps(variant),
      soldOut: variant ? isSoldOut(variant) : false,
      soldOutVariants: product.variants.filter(isSoldOut).map(variantProps),
      email: customer?.email ?? null,
      flash: await readFlash(context),
      shopper: await readShopper(context.req, context.res, customerId),
    },
  };
});
