import { scriptSources } from '../../scripts/lib/first-load-js.mjs';

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
