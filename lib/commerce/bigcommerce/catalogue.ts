/**
 * Catalogue reads of the hosted adapter: products by path and by id on the Storefront GraphQL API (in batches
 * the query complexity allows), the whole visible catalogue and its revision on the catalog REST API.
 */
import type { CatalogueItem, Product } from '../types';
import { isPositiveInteger, nodes, requireData, type BigCommerceApi } from './client';
import { catalogueItemFromGraphql, productFromCatalog, productFromGraphql } from './mappers';
import { PRODUCT_BY_PATH_QUERY, PRODUCT_PAGE_SIZE, PRODUCT_VARIANTS_QUERY, PRODUCTS_BY_IDS_QUERY, VARIANT_PAGE_SIZE } from './queries';
import type { BcCatalogProduct, BcCollection, GqlConnection, GqlProduct, GqlResponse, GqlVariant } from './vendor-types';

const CATALOG_PAGE_SIZE = 250;

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let index = 0; index < items.length; index += size) chunks.push(items.slice(index, index + size));
  return chunks;
}

function uniquePositive(ids: number[]): number[] {
  return [...new Set(ids.filter(isPositiveInteger))];
}

export function bigCommerceCatalogue({ rest, graphql }: BigCommerceApi) {
  /** The variants past a product's first page, page by page. */
  async function remainingVariants(product: GqlProduct): Promise<void> {
    let pageInfo = product.variants.pageInfo;
    while (pageInfo?.hasNextPage && pageInfo.endCursor) {
      type Answer = { site: { product: { variants: GqlConnection<GqlVariant> } | null } };
      const response: GqlResponse<Answer> = await graphql.request<Answer>(PRODUCT_VARIANTS_QUERY, {
        entityId: product.entityId,
        first: VARIANT_PAGE_SIZE,
        after: pageInfo.endCursor,
      });
      const more = requireData(response).site.product?.variants;
      if (!more) return;
      product.variants.edges = [...(product.variants.edges ?? []), ...(more.edges ?? [])];
      pageInfo = more.pageInfo;
    }
  }

  /** Products by id: in batches the query complexity allows, following each batch's pages and long variant lists. */
  async function productsByIds(ids: number[]): Promise<Map<number, GqlProduct>> {
    const found = new Map<number, GqlProduct>();
    for (const entityIds of chunk(uniquePositive(ids), PRODUCT_PAGE_SIZE)) {
      let after: string | null = null;
      do {
        type Answer = { site: { products: GqlConnection<GqlProduct> } };
        const response: GqlResponse<Answer> = await graphql.request<Answer>(PRODUCTS_BY_IDS_QUERY, { entityIds, first: PRODUCT_PAGE_SIZE, after });
        const page: GqlConnection<GqlProduct> = requireData(response).site.products;
        for (const product of nodes(page)) {
          await remainingVariants(product);
          found.set(product.entityId, product);
        }
        after = page.pageInfo?.hasNextPage ? page.pageInfo.endCursor : null;
      } while (after);
    }
    return found;
  }

  async function catalogProducts(query: Record<string, string | number | boolean | (string | number)[]>) {
    const response = await rest.request<BcCollection<BcCatalogProduct>>('GET', '/catalog/products', { query });
    return { products: response?.data ?? [], pagination: response?.meta?.pagination };
  }

  return {
    async getProductBySlug(slug: string): Promise<Product | null> {
      const clean = slug.trim().replace(/^\/+|\/+$/g, '');
      if (!clean || clean.includes('/')) return null;
      type RouteNode = { node: (GqlProduct & { __typename: string }) | { __typename: string } | null };
      const data = requireData(
        await graphql.request<{ site: { route: RouteNode; nested: RouteNode } }>(PRODUCT_BY_PATH_QUERY, {
          path: `/${clean}/`,
          nestedPath: `/products/${clean}/`,
        }),
      );
      const found = [data.site.route.node, data.site.nested.node].find(
        (node): node is GqlProduct & { __typename: string } => node?.__typename === 'Product',
      );
      if (!found) return null;
      await remainingVariants(found);
      return productFromGraphql(found);
    },

    async getProductsByIds(ids: number[]): Promise<Product[]> {
      const found = await productsByIds(ids);
      return uniquePositive(ids).flatMap((id) => {
        const product = found.get(id);
        return product ? [productFromGraphql(product)] : [];
      });
    },

    /** The whole visible catalogue (the search sync and the protein calculator): REST, paged 250 at a time. */
    async listProducts(): Promise<Product[]> {
      const products: Product[] = [];
      for (let page = 1; ; page += 1) {
        const result = await catalogProducts({
          include: ['variants', 'images', 'custom_fields'],
          is_visible: true,
          page,
          limit: CATALOG_PAGE_SIZE,
        });
        products.push(...result.products.map(productFromCatalog));
        const totalPages = result.pagination?.total_pages ?? page;
        if (page >= totalPages || result.products.length === 0) return products;
      }
    },

    /** One REST request: how many visible products there are and when the newest change was made. */
    async catalogueRevision(): Promise<string> {
      const response = await rest.request<BcCollection<Pick<BcCatalogProduct, 'id'> & { date_modified?: string }>>('GET', '/catalog/products', {
        query: { is_visible: true, sort: 'date_modified', direction: 'desc', limit: 1, include_fields: ['date_modified'] },
      });
      const newest = response?.data?.[0];
      return `bigcommerce:${response?.meta?.pagination?.total ?? 0}:${newest?.id ?? 0}:${newest?.date_modified ?? ''}`;
    },

    async getCatalogueItems(productIds: number[], variantIds: number[]): Promise<CatalogueItem[]> {
      const found = await productsByIds(productIds);
      // One item per (productIds[i], variantIds[i]) pair, in input order (as the embedded store answers):
      // an unknown product or a variant of another product is left out; no variant id gives the product alone.
      return productIds.flatMap((productId, index) => {
        const product = found.get(productId);
        if (!product) return [];
        return catalogueItemFromGraphql(product, variantIds[index] ?? null) ?? [];
      });
    },
  };
}
