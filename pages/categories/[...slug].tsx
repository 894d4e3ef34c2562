import { randomUUID } from 'node:crypto';
import type { GetServerSideProps } from 'next';
import Link from 'next/link';
import { renderToString } from 'react-dom/server';
import { getServerState, type InstantSearchServerState } from 'react-instantsearch';
import { BreadcrumbJsonLd, Seo } from '@/components/seo';
import RichContent from '@/components/content/RichContent';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import CategoryListing from '@/components/search/CategoryListing';
import HitQuickAdd from '@/components/search/HitQuickAdd';
import type { ProductHit } from '@/components/search/hit-types';
import { getConfig } from '@/lib/config';
import { getContent } from '@/lib/content';
import type { CategoryDoc } from '@/lib/content/types';
import { isPreview, joinSlug } from '@/lib/page-context';
import { indexName } from '@/lib/search/constants';
import { getServerSearchClient } from '@/lib/search/server-client';
import { REVALIDATE_SECONDS } from '@/lib/site';

interface Props {
  category: CategoryDoc;
  preview: boolean;
  productsIndex: string;
  serverUrl: string;
  serverState: InstantSearchServerState | null;
  /** Changes on every server render, so a new navigation to this page starts a fresh search state. */
  navigationId: string;
}

const renderQuickAdd = (hit: ProductHit) => <HitQuickAdd hit={hit} />;

/**
 * A category page: its sub-categories, then its products (this category's and its sub-categories') with the
 * filters and sort of the search results, each state a plain URL rendered here on the server.
 */
export default function CategoryPage({ category, productsIndex, serverUrl, serverState, navigationId }: Props) {
  const path = `/${category.slug}`;
  return (
    <>
      <Seo title={category.title} description={category.description} path={path} />
      <BreadcrumbJsonLd crumbs={[{ name: 'Home', path: '/' }, ...category.trail.map((c) => ({ name: c.title, path: `/${c.slug}` }))]} />
      <Breadcrumbs trail={[{ title: 'Home', href: '/' }, ...category.trail.map((c) => ({ title: c.title, href: `/${c.slug}` }))]} />
      <h1>{category.title}</h1>
      {category.description && <p className="page-intro">{category.description}</p>}
      {category.children.length > 0 && (
        <nav aria-label={`${category.title} categories`}>
          <ul className="chips">
            {category.children.map((child) => (
              <li key={child.id}>
                <Link href={`/${child.slug}`}>{child.title}</Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      <section aria-label={`Products in ${category.title}`}>
        <CategoryListing
          key={navigationId}
          categoryId={category.id}
          path={path}
          productsIndex={productsIndex}
          serverUrl={serverUrl}
          serverState={serverState}
          renderQuickAdd={renderQuickAdd}
        />
      </section>
      {category.body.length > 0 && <RichContent value={category.body} />}
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props, { slug: string[] }> = async (context) => {
  const preview = isPreview(context);
  const category = await getContent().getCategory(`categories/${joinSlug(context.params?.slug)}`, { preview });
  if (!category) return { notFound: true };
  const productsIndex = indexName(getConfig().search.indexPrefix, 'products');
  const serverUrl = `http://localhost${context.resolvedUrl}`;
  let serverState: InstantSearchServerState | null = null;
  try {
    const state = await getServerState(
      <CategoryListing
        categoryId={category.id}
        path={`/${category.slug}`}
        productsIndex={productsIndex}
        serverUrl={serverUrl}
        searchClient={getServerSearchClient()}
      />,
      { renderToString },
    );
    // Plain JSON for the page props (the state may hold class instances and undefined values).
    serverState = JSON.parse(JSON.stringify(state)) as InstantSearchServerState;
  } catch (error) {
    // The browser searches on its own when the server could not: the page still renders.
    console.error('[category] server-side search failed', error);
  }
  context.res.setHeader(
    'Cache-Control',
    preview ? 'private, no-store' : `public, s-maxage=${REVALIDATE_SECONDS}, stale-while-revalidate=${REVALIDATE_SECONDS * 5}`,
  );
  return { props: { category, preview, productsIndex, serverUrl, serverState, navigationId: randomUUID() } };
};
