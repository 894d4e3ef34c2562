import type { APIRequestContext } from '@playwright/test';

/** A gift certificate line as the cart API answers it (amount in dollars). */
export interface WireGiftCertificate {
  amount: number;
  recipient: { name: string; email: string };
  sender: { name: string; email: string };
  message?: string;
}

/** The gift certificates of the cart the context's cookie names, as the cart API answers them. */
export async function cartGiftCertificates(request: APIRequestContext): Promise<WireGiftCertificate[]> {
  const cart = (await (await request.get('/api/bigcommerce/cart')).json()).data as { line_items: { gift_certificates: WireGiftCertificate[] } } | null;
  return cart?.line_items.gift_certificates ?? [];
}
