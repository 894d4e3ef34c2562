import {
  checkGiftCertificate,
  giftCertificateLabel,
  giftCertificatePayment,
  normaliseGiftCertificateCode,
} from '@/lib/commerce/gift-certificate-rules';
import { orderTotals } from '@/lib/checkout/shipping';

const rates = { flatRateCents: 995, freeOverCents: 9900 };

describe('checking a gift certificate code', () => {
  it('matches a code typed in any case and with spaces', () => {
    expect(normaliseGiftCertificateCode('  ab12 cd34 ')).toBe('AB12CD34');
    expect(checkGiftCertificate(' ab12cd34', { code: 'AB12CD34', balanceCents: 5000 }, null)).toEqual({
      ok: true,
      certificate: { code: 'AB12CD34', balanceCents: 5000 },
    });
  });

  it('refuses a code the shop never issued, saying so', () => {
    expect(checkGiftCertificate('nope', null, null)).toEqual({
      ok: false,
      reason: 'unknown',
      message: "NOPE isn't a gift certificate code we know. Check the spelling and try again.",
    });
  });

  it('refuses a used-up certificate, naming only its last 4 characters', () => {
    const outcome = checkGiftCertificate('AB12CD34', { code: 'AB12CD34', balanceCents: 0 }, null);
    expect(outcome).toMatchObject({ ok: false, reason: 'used_up' });
    expect(!outcome.ok && outcome.message).toBe('The gift certificate …CD34 has been used up: it has no balance left.');
  });

  it('allows one certificate per order', () => {
    expect(checkGiftCertificate('ZZZZ9999', { code: 'ZZZZ9999', balanceCents: 100 }, 'AB12CD34')).toMatchObject({ ok: false, reason: 'one_per_order' });
    // The same code again is not a second certificate.
    expect(checkGiftCertificate('ab12cd34', { code: 'AB12CD34', balanceCents: 100 }, 'AB12CD34')).toMatchObject({ ok: true });
  });

  it('labels the payment with the last 4 characters of the code', () => {
    expect(giftCertificateLabel('AB12CD34')).toBe('Gift certificate (…CD34)');
  });
});

describe('what a gift certificate pays', () => {
  it('pays the goods and the shipping up to its balance, and keeps the rest for later', () => {
    expect(giftCertificatePayment(5000, { goodsCents: 3000, shippingCents: 995 })).toEqual({ amountCents: 3995, remainingBalanceCents: 1005 });
  });

  it('pays its whole balance when the order costs more, leaving the rest to pay', () => {
    expect(giftCertificatePayment(2000, { goodsCents: 3000, shippingCents: 995 })).toEqual({ amountCents: 2000, remainingBalanceCents: 0 });
  });

  it('pays what is left after the discount', () => {
    const totals = orderTotals({ goodsCents: 10_000, giftCertificatesCents: 0 }, 'standard', rates, true, { amountCents: 1000, freeShipping: false }, 20_000);
    expect(totals).toMatchObject({ totalCents: 9995, giftCertificateCents: 9995, amountDueCents: 0 });
  });

  it('leaves gift certificates bought in the same order to pay', () => {
    const totals = orderTotals({ goodsCents: 4000, giftCertificatesCents: 5000 }, 'express', rates, true, null, 10_000);
    // $40.00 goods + $19.95 express are paid by the certificate; the $50.00 certificate bought is not.
    expect(totals).toMatchObject({ totalCents: 10_995, giftCertificateCents: 5995, amountDueCents: 5000 });
  });

  it('pays nothing of an order of certificates alone', () => {
    expect(orderTotals({ goodsCents: 0, giftCertificatesCents: 5000 }, 'standard', rates, false, null, 10_000)).toMatchObject({
      giftCertificateCents: 0,
      amountDueCents: 5000,
    });
  });
});

describe('GST with gift certificates', () => {
  it('counts no GST on an order of gift certificates alone', () => {
    expect(orderTotals({ goodsCents: 0, giftCertificatesCents: 5000 }, 'standard', rates, false).taxIncludedCents).toBe(0);
  });

  it('counts the GST of the goods and shipping only when certificates are bought with them', () => {
    // $110.00 goods ship free: GST $10.00; the $50.00 certificate adds none.
    expect(orderTotals({ goodsCents: 11_000, giftCertificatesCents: 5000 }, 'standard', rates, true).taxIncludedCents).toBe(1000);
  });

  it('leaves the GST of the goods and shipping unchanged when a certificate pays part of the order', () => {
    const without = orderTotals({ goodsCents: 5000, giftCertificatesCents: 0 }, 'standard', rates, true);
    const paid = orderTotals({ goodsCents: 5000, giftCertificatesCents: 0 }, 'standard', rates, true, null, 3000);
    expect(paid.taxIncludedCents).toBe(without.taxIncludedCents);
    expect(paid.taxIncludedCents).toBe(Math.round(5995 / 11));
  });
});

describe('the free-shipping threshold counts the goods only', () => {
  it('charges shipping when goods under the threshold come with a certificate that takes the order over it', () => {
    // $60.00 of goods + a $50.00 certificate: $110.00 in all, but only $60.00 of goods.
    expect(orderTotals({ goodsCents: 6000, giftCertificatesCents: 5000 }, 'standard', rates, true)).toMatchObject({
      shippingCents: 995,
      totalCents: 11_995,
    });
  });
});
