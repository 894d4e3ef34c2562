import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@/lib/commerce/types';
import ProteinCalculatorPage, { getStaticProps } from '@/pages/protein-calculator';
import { proteinRows } from '@/lib/protein-calculator';
import ProteinCalculator from '@/components/protein-calculator/ProteinCalculator';
import { getServerSideProps } from '@/pages/protein-calculator/view';
import type { GetServerSidePropsContext } from 'next';

jest.mock('next/head', () => ({ __esModule: true, default: ({ children }: { children: React.ReactNode }) => <>{children}</> }));

const listProducts = jest.fn<Promise<Product[]>, []>();
jest.mock('@/lib/commerce', () => ({ getCommerce: async () => ({ listProducts }) }));

function product(id: number, name: string, sizes: [string, number, number][], nutrition: Product['nutrition']): Product {
  return {
    id,
    slug: name.toLowerCase().replace(/\s+/g, '-'),
    name,
    shortName: name,
    shortDescription: '',
    description: '',
    images: [],
    averageRating: 0,
    reviewCount: 0,
    minQuantity: 0,
    maxQuantity: 0,
    variants: sizes.map(([size, priceCents, inventory], i) => ({
      id: id * 100 + i,
      sku: `${id}-${size}`,
      options: [{ name: 'Package Size', value: size }],
      priceCents,
      retailPriceCents: null,
      inventory,
      purchasable: true,
    })),
    priceRange: { minCents: 0, maxCents: 0 },
    retailPriceRange: null,
    isGiftCertificate: false,
    nutrition,
  };
}

const catalogue: Product[] = [
  product(1, 'Whey Protein Isolate', [['1kg', 4990, 5], ['2.5kg', 10990, 5]], { servingSizeGrams: 30, proteinPerServeGrams: 27, packSizesGrams: { '1kg': 1000, '2.5kg': 2500 } }),
  product(2, 'Earth Protein', [['1kg', 4500, 5]], { servingSizeGrams: 40, proteinPerServeGrams: 30, packSizesGrams: { '1kg': 1000 } }),
  product(3, 'Creatine', [['500g', 3000, 5]], undefined),
];

function bodyRows() {
  const table = screen.getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('rowheader')[0].textContent + ' ' + within(row).getAllByRole('cell')[0].textContent);
}

describe('ProteinCalculator', () => {
  const rows = proteinRows(catalogue);

  it('lists protein products by price per 100 g of protein with AUD prices', () => {
    render(<ProteinCalculator rows={rows} />);
    expect(bodyRows()).toEqual(['Whey Protein Isolate 2.5kg', 'Whey Protein Isolate 1kg', 'Earth Protein 1kg']);
    const header = screen.getByRole('columnheader', { name: /Price per 100 g protein/ });
    expect(header).toHaveAttribute('aria-sort', 'ascending');
    const firstRow = screen.getAllByRole('row')[1];
    // 10990 c: 83.3 serves -> $1.32 a serve; 2250 g protein -> $4.88 per 100 g
    expect(within(firstRow).getByText('$109.90')).toBeInTheDocument();
    expect(within(firstRow).getByText('$1.32')).toBeInTheDocument();
    expect(within(firstRow).getByText('$4.88')).toBeInTheDocument();
    expect(within(firstRow).getByText('27 g')).toBeInTheDocument();
    expect(within(firstRow).getByRole('link', { name: 'Whey Protein Isolate' })).toHaveAttribute('href', '/products/whey-protein-isolate');
  });

  it('sorts by a column and reverses on a second click', async () => {
    const user = userEvent.setup();
    render(<ProteinCalculator rows={rows} />);
    await user.click(screen.getByRole('link', { name: /Price per serve/ }));
    expect(screen.getByRole('columnheader', { name: /Price per serve/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Price per 100 g protein/ })).not.toHaveAttribute('aria-sort');
    expect(bodyRows()[0]).toBe('Whey Protein Isolate 2.5kg');
    await user.click(screen.getByRole('link', { name: /Price per serve/ }));
    expect(screen.getByRole('columnheader', { name: /Price per serve/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toBe('Earth Protein 1kg');
    await user.click(screen.getByRole('link', { name: /^Product/ }));
    expect(bodyRows()).toEqual(['Earth Protein 1kg', 'Whey Protein Isolate 1kg', 'Whey Protein Isolate 2.5kg']);
  });

  it('works out a daily protein target from weight and activity', async () => {
    const user = userEvent.setup();
    render(<ProteinCalculator rows={rows} />);
    const weight = screen.getByLabelText('Body weight (kg)');
    await user.clear(weight);
    await user.type(weight, '80');
    const levels = screen.getByRole('group', { name: 'Activity level' });
    expect(within(levels).getByRole('radio', { name: /^Active \(regular exercise/ })).toBeChecked();
    await user.click(within(levels).getByRole('radio', { name: /^Strength training/ }));
    expect(screen.getByText('128–176 g')).toBeInTheDocument();
    await user.click(within(levels).getByRole('radio', { name: 'Mostly inactive (0.8 g/kg)' }));
    expect(screen.getByText('64 g')).toBeInTheDocument();
    expect(screen.getByText(/not medical advice/)).toBeInTheDocument();
  });

  it("once hydrated, the sort links carry the weight and level as typed (a link copied or opened in a new tab gives the shopper's answer)", async () => {
    const user = userEvent.setup();
    render(<ProteinCalculator rows={rows} view={{ weight: '75', level: 'active', sortKey: 'priceCents', direction: 'ascending' }} />);
    const weight = screen.getByLabelText('Body weight (kg)');
    await user.clear(weight);
    await user.type(weight, '92');
    await user.click(screen.getByRole('radio', { name: /^Strength training/ }));
    expect(screen.getByRole('link', { name: /Pack price/ })).toHaveAttribute('href', '/protein-calculator?weight=92&level=strength&sort=priceCents&dir=desc#protein-comparison');
    // Sorted in place, the links keep the typed answer too.
    await user.click(screen.getByRole('link', { name: /^Product/ }));
    expect(screen.getByRole('link', { name: /^Product/ })).toHaveAttribute('href', '/protein-calculator?weight=92&level=strength&sort=name&dir=desc#protein-comparison');
  });

  it('explains an unusable weight', async () => {
    const user = userEvent.setup();
    render(<ProteinCalculator rows={rows} />);
    const weight = screen.getByLabelText('Body weight (kg)');
    await user.clear(weight);
    await user.type(weight, '5');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a weight between 30 and 250 kg.')).toBeInTheDocument();
  });

  it('is a GET form and header links before JavaScript: each answer and order is a page of its own', () => {
    render(<ProteinCalculator rows={rows} view={{ weight: '90', level: 'strength', sortKey: 'priceCents', direction: 'ascending' }} />);
    const form = screen.getByRole('button', { name: 'Work out my target' }).closest('form');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/protein-calculator#protein-target');
    expect(screen.getByLabelText('Body weight (kg)')).toHaveAttribute('name', 'weight');
    expect(screen.getByLabelText('Body weight (kg)')).toHaveValue(90);
    expect(screen.getByRole('radio', { name: /^Strength training/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /^Strength training/ })).toHaveAttribute('name', 'level');
    // The answer for the asked weight and level is in the page as sent.
    expect(screen.getByText('144–198 g')).toBeInTheDocument();
    // The order it was asked for, kept by the form's next post.
    expect(screen.getByRole('columnheader', { name: /Pack price/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(bodyRows()[0]).toBe('Earth Protein 1kg');
    expect(form?.querySelector('input[name="sort"]')).toHaveValue('priceCents');
    expect(form?.querySelector('input[name="dir"]')).toHaveValue('asc');
    // Each header links to the page in its order: the sorted column reversed, another low to high.
    expect(screen.getByRole('link', { name: /Pack price/ })).toHaveAttribute(
      'href',
      '/protein-calculator?weight=90&level=strength&sort=priceCents&dir=desc#protein-comparison',
    );
    expect(screen.getByRole('link', { name: /^Product/ })).toHaveAttribute('href', '/protein-calculator?weight=90&level=strength&sort=name&dir=asc#protein-comparison');
  });

  it('says which weight it cannot use when the page was asked for one', () => {
    render(<ProteinCalculator rows={rows} view={{ weight: '1000', level: 'active', sortKey: 'name', direction: 'descending' }} />);
    expect(screen.getByLabelText('Body weight (kg)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a weight between 30 and 250 kg.')).toBeInTheDocument();
    expect(bodyRows()[0]).toBe('Whey Protein Isolate 1kg');
  });

  it('says so when no protein product is in stock', () => {
    render(<ProteinCalculator rows={[]} />);
    expect(screen.getByText('No protein products are in stock right now.')).toBeInTheDocument();
  });
});

describe('/protein-calculator page', () => {
  it('builds its rows from the catalogue with revalidation', async () => {
    listProducts.mockResolvedValue(catalogue);
    const result = await getStaticProps({});
    expect(result).toMatchObject({ revalidate: expect.any(Number) });
    const props = (result as { props: { rows: ReturnType<typeof proteinRows> } }).props;
    expect(props.rows).toHaveLength(3);
    expect(JSON.parse(JSON.stringify(props.rows))).toEqual(props.rows);
    render(<ProteinCalculatorPage rows={props.rows} />);
    expect(screen.getByRole('heading', { name: 'Protein calculator', level: 1 })).toBeInTheDocument();
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/protein-calculator$/);
  });
});

describe('/protein-calculator?weight=… (the per-request answers)', () => {
  function context(query: Record<string, string>) {
    const headers: Record<string, string> = {};
    return {
      headers,
      context: {
        query,
        params: {},
        req: { headers: {} },
        res: { setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = value) },
        resolvedUrl: '/protein-calculator',
      } as unknown as GetServerSidePropsContext,
    };
  }

  it('renders the asked view with a shared cache lifetime, and falls back on what it does not know', async () => {
    listProducts.mockResolvedValue(catalogue);
    const asked = context({ weight: '82', level: 'sedentary', sort: 'pricePerServeCents', dir: 'desc' });
    const result = (await getServerSideProps(asked.context)) as { props: { view: unknown; rows: unknown[] } };
    expect(result.props.view).toEqual({ weight: '82', level: 'sedentary', sortKey: 'pricePerServeCents', direction: 'descending' });
    expect(result.props.rows).toHaveLength(3);
    expect(asked.headers['cache-control']).toMatch(/^public, s-maxage=\d+, stale-while-revalidate=\d+$/);
    const odd = context({ weight: ' 70 ', level: 'couch', sort: '__proto__', dir: 'sideways' });
    const fallback = (await getServerSideProps(odd.context)) as { props: { view: unknown } };
    expect(fallback.props.view).toEqual({ weight: '70', level: 'active', sortKey: 'pricePer100gProteinCents', direction: 'ascending' });
  });
});
