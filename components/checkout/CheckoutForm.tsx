import { validateYupSchema, yupToFormErrors, type FormikErrors } from 'formik';
import Link from 'next/link';
import { useRef, useState } from 'react';
import {
  checkoutFormSchema,
  checkoutMessages,
  initialCheckoutValues,
  NEW_ADDRESS,
  refusedForOtherCart,
  toCheckoutBody,
  unappliedCodes,
  type CheckoutFormValues,
  type CheckoutRequestBody,
} from '@/lib/checkout/schema';
import { cartNeedsShipping, cartOrderAmounts, freeShippingBasisCents, orderTotals, perMethod, type ShippingRates } from '@/lib/checkout/shipping';
import type { Address, Cart, Customer, Order } from '@/lib/commerce/types';
import { formatCents } from '@/lib/format/money';
import { FetcherError } from '@/lib/http/fetcher';
import PostForm, { postFormElementId } from '@/components/forms/PostForm';
import BillingDetails from './BillingDetails';
import ContactFields from './ContactFields';
import ForShippingMethod from './ForShippingMethod';
import PaymentNote from './PaymentNote';
import OrderSummary from './OrderSummary';
import DiscountCodeForm from '@/components/cart/DiscountCodeForm';
import GiftCertificatePaymentForm from './GiftCertificatePaymentForm';
import { useDiscountCode } from '@/hooks/use-discount-code';
import ShippingAddressChoice from './ShippingAddressChoice';
import ShippingMethodChoice from './ShippingMethodChoice';
import styles from './Checkout.module.css';

interface CheckoutFormProps {
  cart: Cart;
  customer: Customer | null;
  addresses: Address[];
  rates: ShippingRates;
  /** Show the gift certificate field (the store takes certificates at this checkout). */
  giftCertificatePayment?: boolean;
  /** Sends the checkout (POST /api/checkout) and resolves with the placed order. */
  placeOrder: (body: CheckoutRequestBody) => Promise<Order>;
  /** Called once with the placed order (the page moves on to the confirmation). */
  onPlaced: (order: Order) => Promise<void> | void;
}

interface Problem {
  message: string;
  /** Stock, limits or a cart that changed: the fix is in the cart. */
  cartProblem: boolean;
  /** The cart changed elsewhere so that it now ships (or no longer does): the form is drawn again for it. */
  cartChanged?: boolean;
}

const CHECKOUT_FORM = 'checkout';
const DISCOUNT_WITHIN = { formId: CHECKOUT_FORM, formElementId: postFormElementId(CHECKOUT_FORM) };

/** What the code fields beside the form hold (each is `field-<name>` while nothing is applied in it; CodeForm). */
function typedCodes(): Record<string, string | undefined> {
  const typed = (field: string) => (document.getElementById(`field-${field}`) as HTMLInputElement | null)?.value;
  return { discountCode: typed('discountCode'), giftCertificateCode: typed('giftCertificateCode') };
}

const CART_CODES = new Set(['out_of_stock', 'quantity_limit', 'conflict', 'forbidden', 'not_found', 'discount_refused']);

/** A refusal as the form shows it; `needsShipping`: what the form asked for (whether the cart, as the page had it, ships). */
function problemOf(error: unknown, needsShipping: boolean): Problem {
  if (error instanceof FetcherError) {
    const [first] = error.errors;
    if (error.status === 400 && refusedForOtherCart(error.errors.map((problem) => problem.message), needsShipping)) {
      return { message: needsShipping ? checkoutMessages.nothingShips : checkoutMessages.nowShips, cartProblem: true, cartChanged: true };
    }
    const known = error.status >= 400 && error.status < 500 && first?.message;
    return {
      message: known ? first.message : checkoutMessages.notPlaced,
      cartProblem: Boolean(first?.code && CART_CODES.has(first.code)),
    };
  }
  return { message: checkoutMessages.notPlaced, cartProblem: false };
}

/**
 * The checkout form: contact, shipping address, shipping method (or, when nothing ships, only the buyer's details),
 * the payment note and 'Place order', beside the order summary. The button is disabled while the order is being placed and a second submit is
 * ignored until the first one has answered (the server is idempotent on the cart as well). Failures are shown
 * in an alert region at the top of the form, naming the product when something ran out of stock; a submit with
 * invalid fields moves focus to the first of them. The order total sits beside 'Place order', for the shipping
 * method chosen also before hydration (ForShippingMethod).
 * It is a real post to the checkout route: before hydration or without JavaScript the browser sends it, and the
 * route goes on to the confirmation page (or back here with the values and the messages).
 */
export default function CheckoutForm({ cart, customer, addresses, rates, giftCertificatePayment = false, placeOrder, onPlaced }: CheckoutFormProps) {
  const guest = customer === null;
  const inFlight = useRef(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [placed, setPlaced] = useState(false);
  const { refresh: refreshCart } = useDiscountCode();
  // The goods and certificates before the discount; the discount (and a free-shipping code) is applied by orderTotals, as the order is.
  const amounts = cartOrderAmounts(cart);
  const discount = cart.discountAmountCents > 0 || cart.discount ? { amountCents: cart.discountAmountCents, freeShipping: cart.discount?.freeShipping ?? false } : null;
  const needsShipping = cartNeedsShipping(cart);

  /** The totals for each shipping method: what the page shows is the chosen one's (ForShippingMethod). */
  const totals = perMethod((method) => orderTotals(amounts, method, rates, needsShipping, discount, cart.giftCertificate?.balanceCents ?? null));

  async function validate(values: CheckoutFormValues): Promise<FormikErrors<CheckoutFormValues>> {
    try {
      await validateYupSchema(values, checkoutFormSchema({ guest, newAddress: values.addressChoice === NEW_ADDRESS, needsShipping }));
      return {};
    } catch (error) {
      return yupToFormErrors(error);
    }
  }

  async function submit(values: CheckoutFormValues) {
    if (inFlight.current) return;
    // A discount code or gift certificate typed beside the form but not applied: the order waits for it (as a post without JavaScript does).
    const [unapplied] = unappliedCodes(typedCodes());
    if (unapplied) {
      setProblem({ message: unapplied.message, cartProblem: false });
      document.getElementById(`field-${unapplied.field}`)?.focus();
      return;
    }
    inFlight.current = true;
    setProblem(null);
    try {
      const order = await placeOrder(toCheckoutBody(values, { guest, needsShipping }));
      setPlaced(true);
      await onPlaced(order);
    } catch (error) {
      const refused = problemOf(error, needsShipping);
      setProblem(refused);
      inFlight.current = false;
      // The code or the gift certificate was taken off the cart (say its last use went to another order): show the
      // totals without it. Or the cart changed in another tab so that it now ships (or no longer does): show the
      // fields it needs now.
      const code = error instanceof FetcherError ? (error.errors[0]?.code ?? '') : '';
      if (refused.cartChanged || ['discount_refused', 'gift_certificate_refused'].includes(code)) await refreshCart();
    }
  }

  return (
    <PostForm<CheckoutFormValues>
      id={CHECKOUT_FORM}
      action="/api/checkout"
      label="Checkout"
      className={styles.form}
      initialValues={initialCheckoutValues({
        email: customer?.email,
        savedAddressIds: addresses.map((address) => address.id),
        // Nothing to ship: a customer's own details are the buyer's, to start with.
        billing: customer && !needsShipping ? { firstName: customer.firstName, lastName: customer.lastName, phone: customer.phone, company: customer.company } : undefined,
      })}
      validate={validate}
      onSubmit={submit}
      wrap={(form, formik) => (
        <div className={styles.layout}>
          {form}
          {/* Beside the checkout form, its field and Apply belonging to it: applied without JavaScript, the code
              comes back with the page and what was typed in the form. */}
          <OrderSummary cart={cart} totals={totals} chosen={formik.values.shippingMethod} needsShipping={needsShipping}>
            <DiscountCodeForm cart={cart} returnTo="/checkout" within={DISCOUNT_WITHIN} />
            {giftCertificatePayment && <GiftCertificatePaymentForm cart={cart} returnTo="/checkout" within={DISCOUNT_WITHIN} />}
          </OrderSummary>
        </div>
      )}
    >
      {({ values, isSubmitting, submitCount, isValid }) => {
        const busy = isSubmitting || placed;
        return (
          <>
              <div role="alert" className={styles.alert} data-testid="checkout-alert">
                {problem ? (
                  <>
                    <p>{problem.message}</p>
                    {problem.cartProblem && (
                      <p>
                        <Link href="/cart">Review your cart</Link>
                      </p>
                    )}
                  </>
                ) : submitCount > 0 && !isValid ? (
                  <p>Please check the fields marked below.</p>
                ) : null}
              </div>
              <ContactFields customerEmail={customer?.email ?? null} needsShipping={needsShipping} />
              {needsShipping ? (
                <>
                  <ShippingAddressChoice addresses={addresses} />
                  <ShippingMethodChoice rates={rates} subtotalCents={freeShippingBasisCents(cart)} freeStandard={discount?.freeShipping ?? false} />
                </>
              ) : (
                <BillingDetails />
              )}
              <PaymentNote />
              {/* On phones this bar stays at the bottom of the screen: the total and Place order are seen together. */}
              <div className={styles.placeBar}>
                <p className={styles.placeTotal}>
                  <span>Order total</span> <strong data-testid="place-order-total">
                    <ForShippingMethod chosen={values.shippingMethod} figures={perMethod((method) => formatCents(totals[method].totalCents))} />
                  </strong>
                </p>
                <button type="submit" className={`button ${styles.placeOrder}`} disabled={busy} aria-busy={busy || undefined}>
                  {busy ? 'Placing your order…' : 'Place order'}
                </button>
              </div>
          </>
        );
      }}
    </PostForm>
  );
}
