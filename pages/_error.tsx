import type { NextPageContext } from 'next';
import Head from 'next/head';
import Link from 'next/link';

export interface ErrorPageProps {
  statusCode: number;
  /** The request's id (X-Request-Id), for the shopper to quote: support finds the request in the logs by it. */
  requestId: string | null;
}

/** Errors other than a missing page (pages/404.tsx): an apology, a way back, and the request's reference. */
export default function ErrorPage({ statusCode, requestId }: ErrorPageProps) {
  return (
    <>
      <Head>
        <title>Something went wrong | Bulk Nutrients</title>
        <meta name="robots" content="noindex" />
      </Head>
      <h1>Something went wrong</h1>
      <p className="page-intro">
        {statusCode >= 500 ? 'We could not show this page just now. Please try again in a moment.' : 'This page could not be shown.'}
      </p>
      {requestId && (
        <p>
          If it keeps happening, contact us and quote this reference: <code>{requestId}</code>
        </p>
      )}
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
  return { statusCode: res?.statusCode ?? err?.statusCode ?? 500, requestId: typeof header === 'string' ? header : null };
};
