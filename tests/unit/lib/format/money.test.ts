import { formatCents, formatPriceRange, groupThousands } from '@/lib/format/money';

describe('money formatting', () => {
  it('writes cents as dollars and cents, with a comma between thousands', () => {
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCents(4990)).toBe('$49.90');
    expect(formatCents(99999)).toBe('$999.99');
    expect(formatCents(100000)).toBe('$1,000.00');
    expect(formatCents(123456789)).toBe('$1,234,567.89');
    expect(formatCents(-250050)).toBe('-$2,500.50');
  });

  it('rounds a fraction of a cent to the nearest cent', () => {
    expect(formatCents(4990.4)).toBe('$49.90');
    expect(formatCents(4990.6)).toBe('$49.91');
  });

  it('groups whole numbers by three digits, as en-US and en-AU write them', () => {
    for (const whole of [0, 7, 42, 999, 1000, 10000, 100000, 999999, 1000000, 1234567890]) {
      expect(groupThousands(whole)).toBe(whole.toLocaleString('en-AU'));
    }
    expect(groupThousands(-1234)).toBe('-1,234');
  });

  it('writes a range only when its ends differ', () => {
    expect(formatPriceRange({ minCents: 4990, maxCents: 4990 })).toBe('$49.90');
    expect(formatPriceRange({ minCents: 4990, maxCents: 199900 })).toBe('$49.90 - $1,999.00');
  });
});
