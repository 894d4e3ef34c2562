/** @jest-environment node */
import { createAlgoliaAdminClient } from '@/lib/search/algolia';

/*
 * The sync script's admin client waits for a busy host (batch writes of the whole catalogue); a webhook's keeps
 * the client's own timeouts. Both go to the hosts ALGOLIA_HOSTS names.
 */
const search = { appId: 'TESTAPP', searchKey: 'search-key', adminKey: 'admin-key', indexPrefix: 'shop', hosts: ['http://127.0.0.1:4410'] };

describe('the Algolia admin client', () => {
  it('is patient for the sync script: 10 s to connect, 60 s to read, 120 s to write', () => {
    const client = createAlgoliaAdminClient(search as Parameters<typeof createAlgoliaAdminClient>[0], { patient: true });
    expect(client.transporter.timeouts).toEqual({ connect: 10_000, read: 60_000, write: 120_000 });
    expect(client.transporter.hosts).toEqual([expect.objectContaining({ protocol: 'http', url: '127.0.0.1', port: 4410 })]);
  });

  it("keeps the client's own timeouts otherwise", () => {
    const client = createAlgoliaAdminClient(search as Parameters<typeof createAlgoliaAdminClient>[0]);
    expect(client.transporter.timeouts).toEqual({ connect: 2_000, read: 5_000, write: 30_000 });
  });

  it('refuses to write without the admin key', () => {
    expect(() => createAlgoliaAdminClient({ ...search, adminKey: '' } as Parameters<typeof createAlgoliaAdminClient>[0])).toThrow(/ALGOLIA_ADMIN_KEY is not set/);
  });
});
