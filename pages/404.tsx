import Head from 'next/head';
import Link from 'next/link';
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
