import Link from 'next/link';
import type { InstantSearchServerState } from 'react-instantsearch';
import { JsonLd, Seo } from '@/components/seo';
import RichContent from '@/components/content/DeferredRichContent';
import Breadcrumbs from '@/components/layout/Breadcrumbs';
import CategoryListing from '@/components/search/DeferredCategoryListing';
import type { CategoryDoc } from '@/lib/content/types';
import type { SiteLink } from '@/lib/navigation';

export interface CategoryPageProps {
  category: CategoryDoc;
  trail: SiteLink[];
  productsIndex: string;
  serverUrl: string;
  serverState: InstantSearchServerState | null;
  /** Changes on every server render, so a new navigation to this page starts a fresh search state. */
  navigationId: string;
  /** Breadcrumbs and the recipes of its content, serialised on the server (components/seo/page-json-ld.ts). */
  structuredData: string[];
}

/**
 * A category page: its sub-categories, then its products (this category's and its sub-categories') with the
 * filters and sort of the search results, each state a plain URL rendered on the server (pages/categories is the
 * bare page, built by ISR; pages/category-listing renders the filtered and sorted ones, see next.config.ts). The
 * listing is in the server's HTML as it is, and its code (InstantSearch) hydrates it once the page is idle
 * (DeferredCategoryListing).
 */
export default function CategoryPage({ category, trail, productsIndex, serverUrl, serverState, navigationId, structuredData }: CategoryPageProps) {
  const path = `/${category.slug}`;
  return (
    <>
      <Seo title={category.title} description={category.description} path={path} />
      <JsonLd json={structuredData} />
      <Breadcrumbs trail={trail} />
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
        />
      </section>
      {category.body.length > 0 && <RichContent value={category.body} />}
    </>
  );
}
