import ProteinCalculatorPage, { type ProteinCalculatorPageProps } from '@/components/protein-calculator/ProteinCalculatorPage';
import { getCommerce } from '@/lib/commerce';
import { calculatorView, proteinRows } from '@/lib/protein-calculator';
import { perRequestCacheControl, withPreview } from '@/lib/page-context';

/**
 * The protein calculator as a query asks for it (/protein-calculator?weight=…&level=…&sort=…&dir=…, rewritten here
 * by next.config.ts): what its form and column headers lead to before and without JavaScript. Its canonical is the
 * bare page.
 */
export default ProteinCalculatorPage;

export const getServerSideProps = withPreview<ProteinCalculatorPageProps>(async (context, preview) => {
  const view = calculatorView(context.query);
  const rows = proteinRows(await (await getCommerce()).listProducts());
  context.res.setHeader('Cache-Control', perRequestCacheControl(preview));
  return { props: { rows, view } };
});
