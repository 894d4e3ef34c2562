import { render, screen } from '@testing-library/react';
import RichContent from '@/components/content/RichContent';
import { block, node } from '@/tests/support/content-blocks';

jest.mock('@/components/content/NutritionPanel', () => ({
  __esModule: true,
  default: () => {
    throw new Error('broken panel');
  },
}));

describe('content errors', () => {
  it("shows 'Something went wrong' for an unknown block type and keeps rendering the rest", () => {
    render(<RichContent value={[block('normal', 'Before.'), node('carousel', { slides: [] }), block('normal', 'After.')]} />);
    expect(screen.getByText('Something went wrong')).toHaveAttribute('data-block-type', 'carousel');
    expect(screen.getByText('Before.')).toBeInTheDocument();
    expect(screen.getByText('After.')).toBeInTheDocument();
  });

  it("contains a block that throws while rendering with 'Something went wrong'", () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    render(<RichContent value={[node('nutritionPanel', { title: 'x' }), block('normal', 'Still here.')]} />);
    expect(screen.getByText('Something went wrong')).toHaveAttribute('data-block-type', 'nutritionPanel');
    expect(screen.getByText('Still here.')).toBeInTheDocument();
    error.mockRestore();
  });

  it("shows 'Missing form type: ...' for an unsupported form", () => {
    render(<RichContent value={[node('form', { formType: 'googleForms' })]} />);
    expect(screen.getByText('Missing form type: The form type you have used is not supported here')).toBeInTheDocument();
  });

  it("shows 'missing link' for a link mark without a slug", () => {
    const value = [
      block('normal', [{ text: 'Read ' }, { text: 'the guide', marks: ['m1'] }], {
        markDefs: [{ _key: 'm1', _type: 'blogPost', reference: { _ref: 'missing' }, href: null }],
      }),
    ];
    render(<RichContent value={value} />);
    expect(screen.getByText('missing link')).toBeVisible();
  });
});
