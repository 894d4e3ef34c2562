import { render, screen } from '@testing-library/react';
import Footer from '@/components/layout/Footer';
import { shopYear } from '@/lib/shell';

jest.mock('@/components/layout/DemoNotice', () => ({ __esModule: true, default: () => null }));

describe('footer copyright', () => {
  it("runs to the year the server passed (the page's shell), so the browser renders the same", () => {
    render(<Footer year={2031} />);
    expect(screen.getByText('© Copyright 2008-2031 Bulk Nutrients')).toBeInTheDocument();
  });

  it("takes the year in Sydney, whose New Year comes before the server's UTC one", () => {
    expect(shopYear(new Date('2026-12-31T13:30:00Z'))).toBe(2027);
    expect(shopYear(new Date('2026-06-30T00:00:00Z'))).toBe(2026);
  });
});
