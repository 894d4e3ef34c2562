import { render, screen } from '@testing-library/react';
import AlertText from '@/components/layout/AlertText';
import type { Alert } from '@/lib/content/types';

/** The header alert's links follow the editor's "Open in a new tab" choice, and say so to screen readers. */
function alertWithLink(newTab: boolean): Alert['content'] {
  return [
    {
      _type: 'block',
      _key: 'b',
      style: 'normal',
      markDefs: [{ _key: 'l', _type: 'link', href: 'https://example.com/sale', newTab }],
      children: [
        { _type: 'span', _key: 's1', text: 'Winter sale: ', marks: [] },
        { _type: 'span', _key: 's2', text: 'see the offers', marks: ['l'] },
      ],
    },
  ] as Alert['content'];
}

describe('the header alert link', () => {
  it('opens in a new tab when the editor asked for it, without handing over this page, and tells screen readers', () => {
    render(<AlertText content={alertWithLink(true)} />);
    const link = screen.getByRole('link', { name: 'see the offers (opens in a new tab)' });
    expect(link).toHaveAttribute('href', 'https://example.com/sale');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens in the same tab otherwise, with nothing added to its name', () => {
    render(<AlertText content={alertWithLink(false)} />);
    const link = screen.getByRole('link', { name: 'see the offers' });
    expect(link).not.toHaveAttribute('target');
    expect(link).not.toHaveAttribute('rel');
  });
});
