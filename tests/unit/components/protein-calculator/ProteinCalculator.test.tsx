import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Product } from '@/lib/commerce/types';
import ProteinCalculatorPage, { getStaticProps } from '@/pages/protein-calculator';
import { proteinRows } from '@/lib/protein-calculator';
import ProteinCalculator from '@/components/protein-calculator/ProteinCalculator';

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
    await user.click(screen.getByRole('button', { name: /Price per serve/ }));
    expect(screen.getByRole('columnheader', { name: /Price per serve/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Price per 100 g protein/ })).not.toHaveAttribute('aria-sort');
    expect(bodyRows()[0]).toBe('Whey Protein Isolate 2.5kg');
    await user.click(screen.getByRole('button', { name: /Price per serve/ }));
    expect(screen.getByRole('columnheader', { name: /Price per serve/ })).toHaveAttribute('aria-sort', 'descending');
    expect(bodyRows()[0]).toBe('Earth Protein 1kg');
    await user.click(screen.getByRole('button', { name: /Product/ }));
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

  it('explains an unusable weight', async () => {
    const user = userEvent.setup();
    render(<ProteinCalculator rows={rows} />);
    const weight = screen.getByLabelText('Body weight (kg)');
    await user.clear(weight);
    await user.type(weight, '5');
    expect(weight).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Enter a weight between 30 and 250 kg.')).toBeInTheDocument();
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
