/** @jest-environment node */
import type { Alert, CategorySummary } from '@/lib/content/types';
import type { loadShell as LoadShell } from '@/lib/shell';

/**
 * The shell every page carries (the alert and the menu's categories): an editor's preview reads the drafts each time;
 * shoppers' pages share one reading a minute, and never wait for the content service once it has been read.
 */
const content = { getAlert: jest.fn<Promise<Alert | null>, [{ preview: boolean }]>(), listCategories: jest.fn<Promise<CategorySummary[]>, [{ preview: boolean }]>() };
jest.mock('@/lib/content', () => ({ getContent: () => content }));

const alert = (text: string): Alert => ({ content: [{ _type: 'block', _key: 'a', children: [{ _type: 'span', _key: 's', text }] }] as Alert['content'] });
const SPORT: CategorySummary[] = [
  { id: 'sport', title: 'Shop by Sport', slug: 'categories/shop-by-sport', parentId: null, description: '' },
  { id: 'running', title: 'Running', slug: 'categories/shop-by-sport/running', parentId: 'sport', description: '' },
];

let loadShell: typeof LoadShell;

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-12-01T00:00:00Z'), doNotFake: ['setImmediate'] });
  content.getAlert.mockReset().mockResolvedValue(alert('First'));
  content.listCategories.mockReset().mockResolvedValue(SPORT);
  // A fresh process each time: the shoppers' shell is kept by the module.
  jest.isolateModules(() => {
    ({ loadShell } = jest.requireActual<typeof import('@/lib/shell')>('@/lib/shell'));
  });
});

afterEach(() => {
  jest.useRealTimers();
});

/** Lets a reading started in the background finish. */
const settled = () => new Promise(setImmediate);

const alertText = (shell: Awaited<ReturnType<typeof LoadShell>>) => (shell.alert?.content[0] as { children: { text: string }[] } | undefined)?.children[0].text ?? null;

it('reads the drafts for each preview', async () => {
  content.getAlert.mockResolvedValue(alert('Draft'));
  expect(alertText(await loadShell(true))).toBe('Draft');
  await loadShell(true);
  expect(content.getAlert.mock.calls).toEqual([[{ preview: true }], [{ preview: true }]]);
  expect(content.listCategories.mock.calls).toEqual([[{ preview: true }], [{ preview: true }]]);
});

it("gives shoppers' pages the alert and each group's categories, read once for pages that ask at the same time", async () => {
  const [first, second] = await Promise.all([loadShell(false), loadShell(false)]);
  expect(alertText(first)).toBe('First');
  expect(first.menu.find((group) => group.label === 'Sport')?.categories).toEqual([{ label: 'Running', href: '/categories/shop-by-sport/running' }]);
  expect(second).toBe(first);
  expect(content.getAlert).toHaveBeenCalledTimes(1);
});

it('reads the shell again once it is a minute old; the page that starts the reading gets the last shell', async () => {
  await loadShell(false);
  jest.advanceTimersByTime(59_000);
  await loadShell(false);
  expect(content.getAlert).toHaveBeenCalledTimes(1);

  content.getAlert.mockResolvedValue(alert('Second'));
  jest.advanceTimersByTime(1_000);
  expect(alertText(await loadShell(false))).toBe('First');
  expect(content.getAlert).toHaveBeenCalledTimes(2);
  await settled();
  expect(alertText(await loadShell(false))).toBe('Second');
});

it('keeps the last good shell when a new reading fails, and reads again 10 s later, not at every page', async () => {
  await loadShell(false);
  jest.advanceTimersByTime(60_000);
  content.getAlert.mockRejectedValue(new Error('content service down'));
  expect(alertText(await loadShell(false))).toBe('First');
  await settled();
  jest.advanceTimersByTime(9_000);
  expect(alertText(await loadShell(false))).toBe('First');
  expect(content.getAlert).toHaveBeenCalledTimes(2);

  content.getAlert.mockResolvedValue(alert('Back'));
  jest.advanceTimersByTime(1_000);
  expect(alertText(await loadShell(false))).toBe('First');
  await settled();
  expect(content.getAlert).toHaveBeenCalledTimes(3);
  expect(alertText(await loadShell(false))).toBe('Back');
});

it("shows no alert and only the groups' own links when the process's first reading fails, without waiting for 10 s", async () => {
  content.listCategories.mockRejectedValue(new Error('content service down'));
  const shell = await loadShell(false);
  expect(shell.alert).toBeNull();
  expect(shell.menu.map((group) => [group.label, group.categories.length])).toEqual([
    ['Sport', 0], ['Ingredient', 0], ['Flavour', 0], ['Goal', 0], ['Diet', 0], ['Recommended', 0],
  ]);
  content.listCategories.mockResolvedValue(SPORT);
  jest.advanceTimersByTime(9_000);
  expect(await loadShell(false)).toBe(shell);
  expect(content.listCategories).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(1_000);
  // The page that starts the new reading gets the shell it had; the next one the fresh shell.
  expect(await loadShell(false)).toBe(shell);
  await settled();
  expect(alertText(await loadShell(false))).toBe('First');
});
