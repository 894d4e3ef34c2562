import type { NextPageContext } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import RequestReference from '@/components/layout/RequestReference';
import ServiceUnavailable from '@/components/layout/ServiceUnavailable';
import { isPageUnavailable, RETRY_AFTER_SECONDS } from '@/lib/http/upstream-error';

export interface ErrorPageProps {
  statusCode: number;
  /** The request's id (X-Request-Id), for the shopper to quote: support finds the request in the logs by it. */
  requestId: string | null;
}

/**
 * Pages whose data could not be loaded land here. An upstream failure (BigCommerce, Sanity, Algolia down, slow or
 * erroring, or the store too busy) is the shop's "we couldn't load this" state with status 503 and Retry-After,
 * never a 500. A page built by ISR does not come here when a revalidation fails: Next keeps serving its last good
 * version. Either way the page quotes the request's reference.
 */
export default function ErrorPage({ statusCode, requestId }: ErrorPageProps) {
  if (statusCode === 503) return <ServiceUnavailable requestId={requestId} />;
  // A 400 is an address the server cannot read (a link cut short or garbled, "%" not followed by two hex digits):
  // trying it again gives the same answer, so the page says what is wrong with it instead.
  const badAddress = statusCode === 400;
  const heading = badAddress ? 'This link is broken' : 'Something went wrong';
  return (
    <>
      <Head>
        <title>{`${heading} | Bulk Nutrients`}</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>{heading}</h1>
      <p className="page-intro">
        {badAddress
          ? 'We could not read the address of this page: the link may have been cut short or changed when it was copied. Try a search, or start again from the home page.'
          : "We couldn't show this page. Please try again, or start again from the home page."}
      </p>
      <RequestReference requestId={requestId} />
      <p>
        <Link href="/" className="button">
          Back to the home page
        </Link>
      </p>
    </>
  );
}

ErrorPage.getInitialProps = ({ res, err }: NextPageContext): ErrorPageProps => {
  const header = res?.getHeader('x-request-id');
  const requestId = typeof header === 'string' ? header : null;
  if (isPageUnavailable(err)) {
    if (res) {
      res.statusCode = 503;
      res.setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.setHeader('Cache-Control', 'private, no-store');
    }
    return { statusCode: 503, requestId };
  }
  return { statusCode: res?.statusCode ?? (err as { statusCode?: number } | null | undefined)?.statusCode ?? 404, requestId };
};
