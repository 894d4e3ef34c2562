import ProteinCalculator from '@/components/protein-calculator/ProteinCalculator';
import Seo from '@/components/seo/Seo';
import { getCommerce } from '@/lib/commerce';
import { proteinRows } from '@/lib/protein-calculator';
import type { ProteinRow } from '@/lib/protein-calculator';
import { REVALIDATE_SECONDS } from '@/lib/site';
import { withPreviewStatic } from '@/lib/page-context';

interface Props {
  rows: ProteinRow[];
}

/** /protein-calculator: daily protein target and the value comparison of every protein product. */
export default function ProteinCalculatorPage({ rows }: Props) {
  return (
    <>
      <Seo
        title="Protein calculator"
        description="Work out a daily protein target and compare our protein powders by protein per serve, price per serve and price per 100 g of protein."
        path="/protein-calculator"
      />
      <h1>Protein calculator</h1>
      <p>How much protein do you need, and which of our proteins gives you the most for your money?</p>
      <ProteinCalculator rows={rows} />
    </>
  );
}

export const getStaticProps = withPreviewStatic<Props>(async () => {
  const commerce = await getCommerce();
  const rows = proteinRows(await commerce.listProducts());
  return { props: { rows }, revalidate: REVALIDATE_SECONDS };
});
