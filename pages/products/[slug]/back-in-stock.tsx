import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { useState } from 'react';
import formStyles from '@/components/forms/Form.module.css';
import BackInStockForm from '@/components/product/BackInStockForm';
import Seo from '@/components/seo/Seo';
import { getCommerce } from '@/lib/commerce';
import type { ProductVariant } from '@/lib/commerce/types';
import { readFlash, type Flash } from '@/lib/http/flash';
import { queryValue } from '@/lib/http/query';

interface Props {
  product: { id: number; name: string; slug: string };
  variant: Pick<ProductVariant, 'id' | 'options'>;
  soldOut: boolean;
  flash: Flash | null;
}

/**
 * 'Email me when it's back' for one sold-out variant (`?variant=`), on a page rendered per request: where the
 * product page's link leads before and without JavaScript (the product page is static, so it could not show the
 * form's answer), and where the form's post comes back to with its notice, or with its message and the email typed.
 */
export default function BackInStockPage({ product, variant, soldOut, flash }: Props) {
  const [answer, setAnswer] = useState<string | null>(null);
  const what = variant.options.map((option) => option.value).join(' / ');
  const name = what ? `${product.name}: ${what}` : product.name;
  // A post of the form that went through comes back with its notice (shown above by the layout).
  const done = answer !== null || Boolean(flash?.message && !flash.errors);
  return (
    <>
      <Seo title={`Email me when it's back: ${product.name}`} path={`/products/${product.slug}/back-in-stock`} noindex />
      <h1>Email me when it&apos;s back</h1>
      {!soldOut ? (
        <p className="page-intro">{name} is in stock now.</p>
      ) : done ? (
        answer && (
          <p role="status" className={formStyles.notice}>
            {answer}
          </p>
        )
      ) : (
        <>
          <p className="page-intro">{name} is sold out.</p>
          <BackInStockForm productId={product.id} variant={variant} what={what} onDone={setAnswer} />
        </>
      )}
      <p>
        <Link href={`/products/${product.slug}`}>Back to {product.name}</Link>
      </p>
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props, { slug: string }> = async (context) => {
  context.res.setHeader('Cache-Control', 'private, no-store');
  const product = await (await getCommerce()).getProductBySlug(context.params?.slug ?? '');
  const variantId = Number(queryValue(context.query.variant));
  const variant = product?.variants.find((candidate) => candidate.id === variantId);
  if (!product || !variant) return { notFound: true };
  return {
    props: {
      product: { id: product.id, name: product.name, slug: product.slug },
      variant: { id: variant.id, options: variant.options },
      soldOut: !variant.purchasable || variant.inventory <= 0,
      flash: await readFlash(context),
    },
  };
};
