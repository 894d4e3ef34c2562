import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { VARIANT_QUERY_KEY } from '@/lib/commerce/variant-path';

/**
 * Once the product page has hydrated with the variant its address chose (/products/<slug>?variant=<id>, back from
 * sign-in after saving as a guest), the address is made clean again (/products/<slug>, other query values kept).
 * Shallow, on the page being shown (with the route parameter the address was rewritten to), so the selection and
 * the page's data stay as they are. It runs as the page hydrates, before its content (hydrated later) takes a tap that opens a
 * panel, which a route change closes.
 */
export function useCleanVariantAddress(slug: string, variantId: number | null): void {
  const router = useRouter();
  const addressQuery = router.asPath.split('#')[0].split('?')[1] ?? '';
  const chosenByAddress = variantId !== null && router.isReady && new URLSearchParams(addressQuery).has(VARIANT_QUERY_KEY);
  useEffect(() => {
    if (!chosenByAddress) return;
    const rest = new URLSearchParams(addressQuery);
    rest.delete(VARIANT_QUERY_KEY);
    const clean = rest.size > 0 ? `/products/${slug}?${rest}` : `/products/${slug}`;
    void router.replace({ pathname: router.pathname, query: router.query }, clean, { shallow: true, scroll: false });
  }, [chosenByAddress, addressQuery, router, slug]);
}
