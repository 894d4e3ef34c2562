import { deferredHydration } from '@/components/ui/deferred-hydration';
import type { ComponentProps } from 'react';
import type BlogPostContentType from './BlogPostContent';
// The post's styles load with the page, not with its deferred code: tests/unit/deferred-styles.test.ts keeps this
// list complete.
import '@/components/content/content-styles';
import './Blog.module.css';

/**
 * A blog post's content, rendered in full on the server and hydrated once the page is idle or at the shopper's
 * first interaction, from a chunk of its own: the image and link components stay out of the page's first scripts.
 * Until then it is the server's HTML: its image is the page's largest paint, its links work as links.
 */
const DeferredBlogPostContent = deferredHydration<ComponentProps<typeof BlogPostContentType>>(
  'data-deferred-page',
  async () => (await import('./BlogPostContent')).default,
);

export default DeferredBlogPostContent;
