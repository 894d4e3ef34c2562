/** @jest-environment node */
import { appliedFilterCount, canonicalRouteQuery, parseRouteQuery, routeHref, routeQueryString, routeToState, shownPages, stateToRoute } from '@/components/search/url-state';

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

describe('a pasted or crafted URL', () => {
  it('reads at most 20 distinct values of a filter, none longer than any facet value, so the search stays within bounds', () => {
    const many = Array.from({ length: 120 }, (_, i) => `flavour=F${i}`).join('&');
    expect(parseRouteQuery(`?${many}&flavour=F0`).flavour).toEqual(Array.from({ length: 20 }, (_, i) => `F${i}`));
    const long = 'x'.repeat(6000);
    expect(parseRouteQuery(`?flavour=${long}&flavour=Vanilla&size=${long}&category=${long}&sort=${long}`)).toEqual({ flavour: ['Vanilla'] });
  });
});

describe('what the listing forms send without JavaScript', () => {
  it("joins the price form's two bounds into `price`; an empty or junk bound is no bound, both empty no price", () => {
    expect(parseRouteQuery('?price_min=40&price_max=50&sort=price_asc')).toEqual({ price: '40:50', sort: 'price_asc' });
    expect(parseRouteQuery('?price_min=&price_max=12.5')).toEqual({ price: ':12.5' });
    expect(parseRouteQuery('?price_min=abc&price_max=')).toEqual({});
    // `price` itself wins over the form's fields.
    expect(parseRouteQuery('?price=1%3A2&price_min=40')).toEqual({ price: '1:2' });
    expect(canonicalRouteQuery('?flavour=Vanilla&price_min=40&price_max=', INDEX, 'products', 'listing')).toBe('flavour=Vanilla&price=40%3A');
  });

  it('puts price bounds typed the wrong way round in order, from the form or the URL', () => {
    expect(parseRouteQuery('?price_min=50&price_max=10')).toEqual({ price: '10:50' });
    expect(parseRouteQuery('?price=50%3A10')).toEqual({ price: '10:50' });
    expect(parseRouteQuery('?price=50%3A')).toEqual({ price: '50:' });
    expect(routeToState({ price: '50:10' }, INDEX, 'products', 'listing')[INDEX].range).toEqual({ price: '10:50' });
  });

  it("reads how many pages 'Show more' asked for: a whole number from 2 to 20, else 1", () => {
    expect(shownPages('?page=3')).toBe(3);
    expect(shownPages('')).toBe(1);
    expect(shownPages('?page=0')).toBe(1);
    expect(shownPages('?page=2.5')).toBe(1);
    expect(shownPages('?page=abc')).toBe(1);
    expect(shownPages('?page=500')).toBe(20);
  });

  it('writes a path with a route and extra keys', () => {
    expect(routeHref('/categories/shop-by-sport', {})).toBe('/categories/shop-by-sport');
    expect(routeHref('/categories/shop-by-sport', { flavour: ['Vanilla'], sort: 'newest' }, { page: '2' })).toBe('/categories/shop-by-sport?flavour=Vanilla&sort=newest&page=2');
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
