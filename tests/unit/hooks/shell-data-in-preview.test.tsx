import { act, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useAlert } from '@/hooks/use-alert';
import { PreviewContext } from '@/lib/ui/preview-context';

/**
 * The alert comes with the page; the browser refreshes it every 5 minutes, at a URL of its own in preview: a shopper
 * answer the browser kept for /api/alerts (cacheable for a minute) is never what an editor sees in draft mode.
 */
const asked: string[] = [];
const FIVE_MINUTES = 300_000;

beforeEach(() => {
  jest.useFakeTimers();
  asked.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const text = url.includes('draft=1') ? 'Draft alert' : 'Published alert';
    const body = { data: { content: [{ _type: 'block', _key: 'a', children: [{ _type: 'span', _key: 's', text }] }] } };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

afterEach(() => {
  jest.useRealTimers();
});

function Refreshed() {
  const alert = useAlert();
  const text = alert?.content?.[0] as { children?: { text?: string }[] } | undefined;
  return <p>{alert === undefined ? 'not refreshed' : (text?.children?.[0]?.text ?? 'no alert')}</p>;
}

async function refreshedAfterFiveMinutes(preview: boolean) {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PreviewContext value={preview}>
        <Refreshed />
      </PreviewContext>
    </SWRConfig>,
  );
  // The page brought the alert: nothing is fetched when it mounts.
  expect(screen.getByText('not refreshed')).toBeInTheDocument();
  expect(asked).toEqual([]);
  await act(async () => {
    await jest.advanceTimersByTimeAsync(FIVE_MINUTES);
  });
}

describe('the alert refresh', () => {
  it('asks the draft URL in preview and shows the draft', async () => {
    await refreshedAfterFiveMinutes(true);
    expect(await screen.findByText('Draft alert')).toBeInTheDocument();
    expect(asked).toEqual(['/api/alerts?draft=1']);
  });

  it('asks the shared, cacheable URL for shoppers', async () => {
    await refreshedAfterFiveMinutes(false);
    expect(await screen.findByText('Published alert')).toBeInTheDocument();
    expect(asked).toEqual(['/api/alerts']);
  });
});
