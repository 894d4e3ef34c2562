/** @jest-environment node */
import { closeAllStores, openStore } from '@/lib/commerce/embedded/db';
import { runCodesCommand } from '@/lib/commerce/embedded/codes-command';
import { findCode } from '@/lib/commerce/embedded/discounts';
import { createEmbeddedCommerce } from '@/lib/commerce/embedded/index';
import { seededDataDir } from '@/tests/support/embedded-store';

const NOW = Date.parse('2026-06-01T00:00:00Z');
const env = seededDataDir();
createEmbeddedCommerce({ dataDir: env.dataDir, seedFile: env.seedFile, now: () => NOW });
const store = openStore(env.dataDir).store;
// The content's categories: the protein category holds products, any other slug none.
const categoryProducts = async (slug: string) => (slug === 'categories/shop-by-ingredient/protein' ? [101, 102] : []);
const run = (...argv: string[]) => runCodesCommand(argv, store, NOW, categoryProducts);

afterAll(() => {
  closeAllStores();
  env.cleanup();
});

describe('npm run codes', () => {
  it('lists the codes with their state and uses', async () => {
    const listed = await run();
    expect(listed).toContain('SAVE10       active   10% off; uses 0');
    expect(listed).toContain('OLDCODE      expired  10% off; uses 0');
    expect(listed).toContain('TAKE15       active   $15.00 off; min $100.00; uses 0');
  });

  it('creates a code from dollars, dates and limits, and expires it', async () => {
    await run('create', '--code', 'spring20', '--percent', '20', '--min', '49.5', '--ends', '2026-12-31', '--uses', '100', '--per-customer', '1', '--category', 'shop-by-ingredient/protein');
    expect(findCode(store, 'SPRING20')).toMatchObject({
      kind: 'percentage',
      percent: 20,
      minSubtotalCents: 4950,
      endsAt: Date.parse('2026-12-31T00:00:00Z'),
      maxUses: 100,
      maxUsesPerCustomer: 1,
      categorySlugs: ['categories/shop-by-ingredient/protein'],
    });
    expect(await run('expire', '--code', 'Spring20')).toMatch(/^Expired SPRING20 +expired/);
    expect(findCode(store, 'SPRING20')?.endsAt).toBe(NOW);
  });

  it.each([
    [['create', '--percent', '10'], 'create needs --code.'],
    [['create', '--code', 'TWO', '--percent', '10', '--amount', '5'], 'create needs exactly one of --percent, --amount or --free-shipping.'],
    [['create', '--code', 'BAD', '--amount', '5.5.5'], '--amount takes an amount in dollars, such as 5 or 12.50 (got "5.5.5").'],
    [['create', '--code', 'BAD', '--percent', '150'], 'The percentage has to be a whole number from 1 to 100.'],
    [['create', '--code', 'BAD', '--percent', 'ten'], '--percent takes a whole number (got "ten").'],
    [['create', '--code', 'BAD', '--free-shipping', '--ends', 'soon'], '--ends takes a date such as 2026-12-01'],
    [['create', '--code', 'B D', '--free-shipping'], 'A code has 2 to 32 letters, digits, - or _'],
    [['create', '--code', 'SAVE10', '--percent', '5'], 'The code SAVE10 already exists.'],
    [['create', '--code', 'NOSUCH', '--percent', '5', '--product', '101', '--product', '99999'], 'The store has no product 99999 (product ids such as 101).'],
    [['create', '--code', 'NOSUCH', '--percent', '5', '--category', 'protein'], 'No product is in the category categories/protein: give its slug as in the shop\'s address, e.g. shop-by-ingredient/protein.'],
    [['expire', '--code', 'NOPE'], 'There is no code NOPE.'],
    [['expire'], 'expire needs --code.'],
    [['remove', '--code', 'SAVE10'], 'Unknown command "remove".'],
    [['list', '--colour'], "Unknown option '--colour'"],
  ])('refuses %j with a clear error, writing nothing', async (argv, message) => {
    const before = await run('list');
    await expect(run(...argv)).rejects.toThrow(message);
    expect(await run('list')).toBe(before);
  });
});
