import Seo from '@/components/seo/Seo';
import type { CalculatorView, ProteinRow } from '@/lib/protein-calculator';
import ProteinCalculator from './ProteinCalculator';

export interface ProteinCalculatorPageProps {
  rows: ProteinRow[];
  /** Absent on the page built for everyone (the default view). */
  view?: CalculatorView;
}

/** /protein-calculator: daily protein target and the value comparison of every protein product. */
export default function ProteinCalculatorPage({ rows, view }: ProteinCalculatorPageProps) {
  return (
    <>
      <Seo
        title="Protein calculator"
        description="Work out a daily protein target and compare our protein powders by protein per serve, price per serve and price per 100 g of protein."
        path="/protein-calculator"
      />
      <h1>Protein calculator</h1>
      <p>How much protein do you need, and which of our proteins gives you the most for your money?</p>
      <ProteinCalculator rows={rows} view={view} />
    </>
  );
}
