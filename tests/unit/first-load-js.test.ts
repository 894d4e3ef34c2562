import { BUDGET_ROUTES, RECORDED_FLOOR_KB, enforcedCeilingKb, scriptSources } from '../../scripts/lib/first-load-js.mjs';

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

describe('enforcedCeilingKb (what the size test holds a route to)', () => {
  it('holds a route over its goal to the ceiling it reached, and one that meets its goal to the floor + the goal', () => {
    expect(enforcedCeilingKb({ name: 'over', path: '/', aboveFloorKb: 15, ceilingKb: 143 })).toBe(143);
    expect(enforcedCeilingKb({ name: 'met', path: '/', aboveFloorKb: 25 })).toBe(+(RECORDED_FLOOR_KB + 25).toFixed(1));
    expect(enforcedCeilingKb({ name: 'met', path: '/', aboveFloorKb: 25 }, 100)).toBe(125);
  });

  it('gives a ceiling only to a route still over its goal (one that meets it is held to the goal itself)', () => {
    for (const route of BUDGET_ROUTES) {
      if (route.ceilingKb !== undefined) expect(route.ceilingKb).toBeGreaterThan(RECORDED_FLOOR_KB + route.aboveFloorKb);
    }
  });
});
