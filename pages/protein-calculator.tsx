import ProteinCalculatorPage, { type ProteinCalculatorPageProps } from '@/components/protein-calculator/ProteinCalculatorPage';
import { getCommerce } from '@/lib/commerce';
import { proteinRows } from '@/lib/protein-calculator';
import { REVALIDATE_SECONDS } from '@/lib/site';
import { withPreviewStatic } from '@/lib/page-context';

/**
 * /protein-calculator as everyone first sees it (75 kg, active, cheapest protein first): an ISR page. An answer of
 * its form or a sorted table (`?weight=…`) is rendered per request by ./protein-calculator/view.tsx.
 */
export default ProteinCalculatorPage;

export const getStaticProps = withPreviewStatic<ProteinCalculatorPageProps>(async () => {
  const commerce = await getCommerce();
  const rows = proteinRows(await commerce.listProducts());
  return { props: { rows }, revalidate: REVALIDATE_SECONDS };
});
