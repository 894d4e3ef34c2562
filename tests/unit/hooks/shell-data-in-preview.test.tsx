import { render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { useAlert } from '@/hooks/use-alert';
import { useShopByMenu } from '@/hooks/use-shop-by-menu';
import { PreviewContext } from '@/lib/ui/preview-context';

/**
 * The shell's shared data is fetched at a URL of its own in preview: a shopper answer the browser kept for
 * /api/alerts or /api/menu (cacheable for a minute or more) is never what an editor sees in draft mode.
 */
const asked: string[] = [];

beforeEach(() => {
  asked.length = 0;
  global.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const draft = url.includes('draft=1');
    const body = url.startsWith('/api/alerts')
      ? { data: { content: [{ _type: 'block', _key: 'a', children: [{ _type: 'span', _key: 's', text: draft ? 'Draft alert' : 'Published alert' }] }] } }
      : { data: [{ label: draft ? 'Draft group' : 'Published group', href: '/sport', categories: [] }] };
    return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
});

function Shell() {
  const alert = useAlert();
  const menu = useShopByMenu();
  const text = alert?.content?.[0] as { children?: { text?: string }[] } | undefined;
  return (
    <p>
      {text?.children?.[0]?.text ?? 'no alert'} / {menu?.[0]?.label ?? 'no menu'}
    </p>
  );
}

function renderShell(preview: boolean) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <PreviewContext value={preview}>
        <Shell />
      </PreviewContext>
    </SWRConfig>,
  );
}

describe('the alert and the menu in preview', () => {
  it('are fetched at their draft URLs and show the drafts', async () => {
    renderShell(true);
    await waitFor(() => expect(screen.getByText('Draft alert / Draft group')).toBeInTheDocument());
    expect(asked.sort()).toEqual(['/api/alerts?draft=1', '/api/menu?draft=1']);
  });

  it('are fetched at the shared, cacheable URLs for shoppers', async () => {
    renderShell(false);
    await waitFor(() => expect(screen.getByText('Published alert / Published group')).toBeInTheDocument());
    expect(asked.sort()).toEqual(['/api/alerts', '/api/menu']);
  });
});
