import { useState } from 'react';
import { showAddressInPlace } from '@/lib/browser/address-bar';
import { DEFAULT_CALCULATOR_VIEW, calculatorHref, nextSort } from '@/lib/protein-calculator';
import type { CalculatorView, ProteinRow, SortKey } from '@/lib/protein-calculator';
import ProteinComparisonTable from './ProteinComparisonTable';
import ProteinTargetForm from './ProteinTargetForm';
import styles from './ProteinCalculator.module.css';

/** The protein calculator: a daily target and the value comparison of every protein product, as `view` asks. */
export default function ProteinCalculator({ rows, view = DEFAULT_CALCULATOR_VIEW }: { rows: ProteinRow[]; view?: CalculatorView }) {
  // The weight and level as typed once hydrated: the table's sort links (a copied or new-tab link) carry them.
  const [target, setTarget] = useState<Pick<CalculatorView, 'weight' | 'level'>>({ weight: view.weight, level: view.level });
  const [order, setOrder] = useState<Pick<CalculatorView, 'sortKey' | 'direction'>>({ sortKey: view.sortKey, direction: view.direction });
  const shown: CalculatorView = { ...view, ...target, ...order };
  const onSort = (column: SortKey) => {
    const next = nextSort(order, column);
    setOrder(next);
    showInAddressBar({ ...shown, ...next }, 'protein-comparison');
  };
  const best = rows.reduce<ProteinRow | null>((b, r) => (b === null || r.pricePer100gProteinCents < b.pricePer100gProteinCents ? r : b), null);
  return (
    <div className={styles.calculator}>
      <ProteinTargetForm reference={best} view={{ ...view, ...order }} onTarget={setTarget} onAnswer={() => showInAddressBar(shown, 'protein-target')} />
      <section id="protein-comparison" className={styles.comparison} aria-labelledby="protein-comparison-heading">
        <h2 id="protein-comparison-heading">Compare our proteins</h2>
        <p>
          Prices are in AUD and include GST. Price per serve is the pack price divided by the number of serves in the pack; price per 100 g
          of protein shows which product gives you protein for the least.
        </p>
        <ProteinComparisonTable rows={rows} view={shown} onSort={onSort} />
      </section>
    </div>
  );
}

/** The address bar follows a view shown in place (a sort, a target worked out), as its link or form would have it. */
function showInAddressBar(view: CalculatorView, fragment: string) {
  showAddressInPlace(calculatorHref(view, fragment));
}
