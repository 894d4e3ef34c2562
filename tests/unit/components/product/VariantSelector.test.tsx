import { useState } from 'react';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import VariantSelector, { optionPrices } from '@/components/product/VariantSelector';
import { makeProduct, makeVariant, WHEY } from '@/tests/support/cart/cart-test-utils';

describe('the price on an option value', () => {
  it('is known for the option that alone sets the price (a size), and for no other', () => {
    expect(optionPrices(WHEY, 'Package Size')).toEqual(
      new Map([
        ['1kg', 4990],
        ['2.5kg', 10990],
      ]),
    );
    expect(optionPrices(WHEY, 'Flavour')).toBeNull();
  });

  it('is not shown when one value has several prices, or when every value costs the same', () => {
    const mixed = makeProduct({
      id: 9,
      slug: 'mixed',
      name: 'Mixed',
      variants: [
        makeVariant({ id: 91, options: [{ name: 'Flavour', value: 'Mint' }, { name: 'Size', value: '1kg' }], priceCents: 4000 }),
        makeVariant({ id: 92, options: [{ name: 'Flavour', value: 'Lime' }, { name: 'Size', value: '1kg' }], priceCents: 4500 }),
      ],
    });
    expect(optionPrices(mixed, 'Size')).toBeNull();
    expect(optionPrices(mixed, 'Flavour')).toEqual(
      new Map([
        ['Mint', 4000],
        ['Lime', 4500],
      ]),
    );
    const flat = makeProduct({ id: 8, slug: 'flat', name: 'Flat', variants: [makeVariant({ id: 81, options: [{ name: 'Size', value: '1kg' }] })] });
    expect(optionPrices(flat, 'Size')).toBeNull();
  });

  it('is part of each size radio in the server HTML: the price of what is chosen is there before the script runs', () => {
    render(<VariantSelector product={WHEY} selection={{ Flavour: 'Chocolate', 'Package Size': '1kg' }} onChange={() => undefined} />);
    const sizes = screen.getByRole('group', { name: 'Package Size' });
    expect(within(sizes).getByRole('radio', { name: '2.5kg $109.90' })).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Flavour' })).getByRole('radio', { name: 'Chocolate' })).toBeInTheDocument();
  });
});

describe('choosing a value that moves another option', () => {
  function Chooser() {
    const [selection, setSelection] = useState<Record<string, string>>({ Flavour: 'Chocolate', 'Package Size': '1kg' });
    return <VariantSelector product={WHEY} selection={selection} onChange={setSelection} />;
  }

  it('says which size was sold out in the new flavour and which one is chosen instead (the price changes with it)', async () => {
    const user = userEvent.setup();
    render(<Chooser />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('radio', { name: 'Vanilla' }));
    expect(screen.getByRole('radio', { name: '2.5kg $109.90' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('1kg is sold out in Vanilla, so 2.5kg is chosen.');
    // A choice that moves nothing clears the note.
    await user.click(screen.getByRole('radio', { name: 'Chocolate' }));
    expect(screen.getByRole('radio', { name: '2.5kg $109.90' })).toBeChecked();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
