import { deferredHydration } from '@/components/ui/deferred-hydration';
import type { BlogListProps } from './BlogList';
// The list's styles load with the page, not with its deferred code: tests/unit/deferred-styles.test.ts keeps this
// list complete.
import './Blog.module.css';

/**
 * The blog index's teasers and pager, rendered in full on the server and hydrated once the page is idle or at the
 * shopper's first interaction, from a chunk of its own: the image and link components stay out of the page's first
 * scripts. Until then it is the server's HTML: its links work as links.
 */
const DeferredBlogList = deferredHydration<BlogListProps>('data-deferred-page', async () => (await import('./BlogList')).default);

export default DeferredBlogList;
