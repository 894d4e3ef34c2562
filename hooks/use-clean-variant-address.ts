import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { showAddressInPlace } from '@/lib/browser/address-bar';
import { VARIANT_QUERY_KEY } from '@/lib/commerce/variant-path';

/**
 * Once the product page has hydrated with the variant its address chose (/products/<slug>?variant=<id>, back from
 * sign-in after saving as a guest), the address is made clean again (/products/<slug>, other query values kept), in
 * place: the selection and the page's data stay as they are, and a menu or panel opened meanwhile stays open.
 */
export function useCleanVariantAddress(slug: string, variantId: number | null): void {
  const router = useRouter();
  const addressQuery = router.asPath.split('#')[0].split('?')[1] ?? '';
  const chosenByAddress = variantId !== null && router.isReady && new URLSearchParams(addressQuery).has(VARIANT_QUERY_KEY);
  useEffect(() => {
    if (!chosenByAddress) return;
    const rest = new URLSearchParams(window.location.search);
    if (!rest.has(VARIANT_QUERY_KEY)) return;
    rest.delete(VARIANT_QUERY_KEY);
    showAddressInPlace(`/products/${slug}${rest.size > 0 ? `?${rest}` : ''}${window.location.hash}`);
  }, [chosenByAddress, addressQuery, slug]);
}
