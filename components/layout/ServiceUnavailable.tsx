import Head from 'next/head';
import Link from 'next/link';
import { useRouter } from 'next/router';
import RequestReference from './RequestReference';

/**
 * The shop's own "we couldn't load this" state (status 503): shown when BigCommerce, Sanity or Algolia is down,
 * slow or erroring and a page has no earlier good version to serve. Nothing the shopper did is lost: trying
 * again loads the same address afresh (a plain link: it works before the page's scripts and without them).
 */
export default function ServiceUnavailable({ requestId }: { requestId?: string | null }) {
  const { asPath } = useRouter();
  return (
    <>
      <Head>
        <title>We couldn&apos;t load this page | Bulk Nutrients</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>We couldn&apos;t load this page</h1>
      <p className="page-intro">
        Part of our shop is not answering right now. Your cart and your account are safe. Please try again in a moment.
      </p>
      <RequestReference requestId={requestId} />
      <p style={{ display: 'flex', flexWrap: 'wrap', gap: '0.75rem' }}>
        <a className="button" href={asPath}>
          Try again
        </a>
        <Link href="/" className="button button-secondary">
          Back to the home page
        </Link>
      </p>
    </>
  );
}
