/** @jest-environment node */
import { appliedFilterCount, canonicalRouteQuery, parseRouteQuery, routeQueryString, routeToState, stateToRoute } from './routing';

const INDEX = 'sanity_production_products';

describe('listing URLs <-> search state', () => {
  it('reads every filter and the sort of a results-page URL, repeated flavours and sizes included', () => {
    const route = parseRouteQuery('?q=whey&category=Shop+by+Sport&flavour=Chocolate&flavour=Vanilla&size=1kg&price=10%3A50&rating=4&sort=price_desc');
    expect(routeToState(route, INDEX, 'products')).toEqual({
      [INDEX]: {
        query: 'whey',
        hierarchicalMenu: { 'categories.lvl0': ['Shop by Sport'] },
        refinementList: { flavours: ['Chocolate', 'Vanilla'], sizes: ['1kg'] },
        range: { price: '10:50' },
        ratingMenu: { averageRating: 4 },
        sortBy: `${INDEX}_price_desc`,
      },
    });
  });

  it('writes the state back in one stable order; Relevance writes no sort', () => {
    const state = {
      [INDEX]: { query: 'whey', sortBy: `${INDEX}_newest`, refinementList: { sizes: ['1kg'], flavours: ['Vanilla'] }, ratingMenu: { averageRating: 3 } },
    };
    expect(routeQueryString(stateToRoute(state, INDEX, 'products'))).toBe('q=whey&flavour=Vanilla&size=1kg&rating=3&sort=newest');
    expect(stateToRoute({ [INDEX]: { sortBy: INDEX } }, INDEX, 'products')).toEqual({});
  });

  it('drops an unknown sort, and the product filters on other tabs', () => {
    expect(routeToState(parseRouteQuery('?sort=cheapest'), INDEX, 'products')).toEqual({ [INDEX]: {} });
    expect(canonicalRouteQuery('?q=a&t=blogs&sort=price_asc&flavour=Chocolate', 'sanity_production_blogs', 'blogs')).toBe('q=a&t=blogs');
  });

  it('on a category page keeps only the filters and the sort (no query, no category menu)', () => {
    expect(canonicalRouteQuery('?q=whey&category=Shop+by+Sport&size=1kg&sort=rating_desc', INDEX, 'products', 'listing')).toBe('size=1kg&sort=rating_desc');
  });
});

describe('appliedFilterCount', () => {
  it('counts what the applied-filter chips show', () => {
    expect(appliedFilterCount({})).toBe(0);
    expect(
      appliedFilterCount({ refinementList: { flavours: ['A', 'B'], sizes: [] }, range: { price: '10:' }, ratingMenu: { averageRating: 4 }, sortBy: 'x' }),
    ).toBe(4);
    expect(appliedFilterCount({ range: { price: '10:50' }, hierarchicalMenu: { 'categories.lvl0': ['Shop by Sport'] } })).toBe(3);
  });
});
