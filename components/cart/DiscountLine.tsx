import { formatCents } from '@/lib/format/money';
import styles from './Discount.module.css';

interface Props {
  /** The code, when known (a hosted order lists only the amount). */
  code: string | null;
  amountCents: number;
  /** The code gives free standard shipping (shown in the shipping line; here it says so). */
  freeShipping?: boolean;
  /** 'list': a <dt>/<dd> pair for a summary list; 'row': a table row of a receipt (label over `labelSpan` columns). */
  as?: 'list' | 'row';
  labelSpan?: number;
  /** Extra class of the amount cell (a receipt's number column). */
  valueClassName?: string;
}

/** The discount line of every summary: "Discount (SAVE10)  -$9.98", or "Free shipping" for a shipping code. */
export default function DiscountLine({ code, amountCents, freeShipping = false, as = 'list', labelSpan = 1, valueClassName }: Props) {
  const label = code ? `Discount (${code})` : 'Discount';
  const value = amountCents > 0 ? `-${formatCents(amountCents)}` : freeShipping ? 'Free shipping' : formatCents(0);
  if (as === 'row') {
    return (
      <tr>
        <th scope="row" colSpan={labelSpan}>
          {label}
        </th>
        <td className={valueClassName ? `${valueClassName} ${styles.amount}` : styles.amount} data-testid="discount-amount">
          {value}
        </td>
      </tr>
    );
  }
  return (
    <>
      <dt>{label}</dt>
      <dd className={styles.amount} data-testid="discount-amount">
        {value}
      </dd>
    </>
  );
}
