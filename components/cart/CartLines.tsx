import { useLayoutEffect, useRef } from 'react';
import { focusIsLost } from '@/lib/browser/focus';
import { certificateLineLabel, lineLabel } from '@/lib/commerce/item-name';
import type { Cart } from '@/lib/commerce/types';
import CartLine from './CartLine';
import GiftCertificateLine from './GiftCertificateLine';
import styles from './Cart.module.css';

/**
 * Every line of the cart: physical and digital items, then gift certificates. When a line goes (Remove, or a
 * quantity of 0), its removal is announced, and focus, which went with the line's controls, moves to the line now in
 * its place (else the last one), so a keyboard shopper carries on from there.
 */
export default function CartLines({ cart, label }: { cart: Cart; label: string }) {
  const { physicalItems, digitalItems, giftCertificates } = cart.lineItems;
  const items = [...physicalItems, ...digitalItems];
  const shown = [...items.map((line) => ({ id: line.id, name: lineLabel(line.name, line.options) })), ...giftCertificates.map((certificate) => ({ id: certificate.id, name: certificateLineLabel(certificate) }))];
  const list = useRef<HTMLUListElement>(null);
  const status = useRef<HTMLParagraphElement>(null);
  const before = useRef(shown);
  const ids = shown.map((line) => line.id).join(' ');

  useLayoutEffect(() => {
    const previous = before.current;
    before.current = shown;
    const gone = previous.findIndex((line) => !shown.some((now) => now.id === line.id));
    if (gone < 0) return;
    if (status.current) status.current.textContent = `Removed ${previous[gone].name} from your cart.`;
    if (!focusIsLost()) return;
    const lines = list.current?.querySelectorAll<HTMLElement>(':scope > li') ?? [];
    lines[Math.min(gone, lines.length - 1)]?.querySelector<HTMLElement>('a[href], button:not([disabled]), input')?.focus();
    // Only when the lines change: `shown` is rebuilt on every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ids]);

  return (
    <>
      <ul ref={list} className={styles.lines} aria-label={label}>
        {items.map((line) => (
          <CartLine key={line.id} line={line} />
        ))}
        {giftCertificates.map((certificate) => (
          <GiftCertificateLine key={certificate.id} certificate={certificate} />
        ))}
      </ul>
      <p ref={status} role="status" className="visually-hidden" />
    </>
  );
}
