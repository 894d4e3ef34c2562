import Head from 'next/head';
import Link from 'next/link';
import { withPreviewStatic } from '@/lib/page-context';
import { POPULAR_SEARCHES, searchHref } from '@/lib/site';

export default function NotFoundPage() {
  return (
    <>
      <Head>
        <title>Page not found | Bulk Nutrients</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>We couldn&apos;t find that page</h1>
      <p className="page-intro">The link may be old, or the page may have moved. Try a search, or start again from the home page.</p>
      <p>
        <Link href="/" className="button">
          Back to the home page
        </Link>
      </p>
      <h2>Popular searches</h2>
      <ul className="chips">
        {POPULAR_SEARCHES.map((term) => (
          <li key={term}>
            <Link href={searchHref(term)}>{term}</Link>
          </li>
        ))}
      </ul>
    </>
  );
}

/**
 * Built once for everyone, like a page without data; in draft mode Next renders it per request instead, so an editor
 * who lands on a missing page (or a draft that is not there) keeps the preview banner and Exit Preview.
 */
export const getStaticProps = withPreviewStatic(async () => ({ props: {} }));
