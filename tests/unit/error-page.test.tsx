import { render, screen } from '@testing-library/react';
import type { NextPageContext } from 'next';
import { UpstreamError } from '@/lib/http/upstream-error';
import ErrorPage from '@/pages/_error';

jest.mock('next/router', () => ({ useRouter: () => ({ pathname: '/_error', asPath: '/account/orders?page=2' }) }));

describe('the error page', () => {
  it('quotes the request id of the failed request, so the shopper can give support a reference', () => {
    const res = { statusCode: 500, getHeader: (name: string) => (name === 'x-request-id' ? 'req-0123456789' : undefined) };
    const props = ErrorPage.getInitialProps({ res } as unknown as NextPageContext);
    expect(props).toEqual({ statusCode: 500, requestId: 'req-0123456789' });
    render(<ErrorPage {...props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Something went wrong');
    expect(screen.getByText('req-0123456789')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });

  it('says nothing of a reference when there is none (an error in the browser)', () => {
    const props = ErrorPage.getInitialProps({ err: Object.assign(new Error('x'), { statusCode: 500 }) } as unknown as NextPageContext);
    render(<ErrorPage {...props} />);
    expect(screen.queryByText(/reference/)).toBeNull();
  });

  it('quotes it on the "couldn\'t load this page" state too, when a hosted service is down (503)', () => {
    const headers = new Map<string, string>([['x-request-id', 'req-upstream-0001']]);
    const res = { statusCode: 500, getHeader: (name: string) => headers.get(name), setHeader: (name: string, value: string) => headers.set(name, value) };
    const err = new UpstreamError({ service: 'content', status: 503 });
    const props = ErrorPage.getInitialProps({ res, err } as unknown as NextPageContext);
    expect(props).toEqual({ statusCode: 503, requestId: 'req-upstream-0001' });
    expect(res.statusCode).toBe(503);
    render(<ErrorPage {...props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("We couldn't load this page");
    expect(screen.getByText('req-upstream-0001')).toBeInTheDocument();
    // Trying again is a link to the same address: it works before the page's scripts and without them.
    expect(screen.getByRole('link', { name: 'Try again' })).toHaveAttribute('href', '/account/orders?page=2');
  });

  it('says a garbled address (400) is a broken link rather than asking to try again, which gives the same answer', () => {
    const res = { statusCode: 400, getHeader: (name: string) => (name === 'x-request-id' ? 'req-bad-url-01' : undefined) };
    const props = ErrorPage.getInitialProps({ res } as unknown as NextPageContext);
    expect(props).toEqual({ statusCode: 400, requestId: 'req-bad-url-01' });
    render(<ErrorPage {...props} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('This link is broken');
    expect(screen.queryByText(/try again/i)).toBeNull();
    expect(screen.getByText('req-bad-url-01')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  });
});
