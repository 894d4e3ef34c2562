import { scriptSources, sharedScripts, type BudgetRow } from '../../scripts/lib/first-load-js.mjs';

describe('scriptSources (what the size budgets count)', () => {
  it('counts every external script once, in document order', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" defer=""></script>',
      '<script src="/_next/static/chunks/b.js" async=""></script>',
      '<script type="module" src="/m.js"></script>',
      '<script src="/_next/static/chunks/a.js" defer=""></script>',
    ].join('');
    expect(scriptSources(html)).toEqual(['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/m.js']);
  });

  it('leaves out inline scripts, data blocks and nomodule fallbacks, which a modern browser does not download', () => {
    const html = [
      '<script>self.__next_f=[]</script>',
      '<script type="application/ld+json">{"@type":"Product"}</script>',
      '<script id="__NEXT_DATA__" type="application/json">{}</script>',
      '<script src="/polyfills.js" noModule=""></script>',
      '<script src="/main.js?v=1&amp;x=2" defer=""></script>',
    ].join('');
    expect(scriptSources(html)).toEqual(['/main.js?v=1&x=2']);
  });
});

describe('sharedScripts (the floor every route pays)', () => {
  const row = (files: [string, number][]) => ({ files: files.map(([src, gzipBytes]) => ({ src, rawBytes: gzipBytes * 3, gzipBytes })) }) as BudgetRow;

  it('sums only the scripts that every route loads', () => {
    const shared = sharedScripts([
      row([['/framework.js', 60_000], ['/main.js', 30_000], ['/home.js', 5_000]]),
      row([['/framework.js', 60_000], ['/main.js', 30_000], ['/product.js', 9_000]]),
      row([['/main.js', 30_000], ['/framework.js', 60_000]]),
    ]);
    expect(shared.files.map((file) => file.src)).toEqual(['/framework.js', '/main.js']);
    expect(shared.gzipBytes).toBe(90_000);
    expect(shared.gzipKb).toBe(87.9);
  });

  it('is empty without routes', () => {
    expect(sharedScripts([]).gzipBytes).toBe(0);
  });
});
