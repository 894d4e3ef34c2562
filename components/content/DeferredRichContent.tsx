import { deferredHydration } from '@/components/ui/deferred-hydration';
import type { ComponentProps } from 'react';
import type RichContentType from './RichContent';
// The blocks' styles load with the page, not with the deferred code (content-styles.ts).
import './content-styles';

/**
 * Rich content (RichContent) rendered in full on the server, and hydrated in the browser once the page is idle or
 * at the shopper's first interaction, from a chunk of its own: the Portable Text renderer and every block
 * component stay out of the page's first scripts and out of the work done before the page responds. Until then
 * the server's HTML is shown as it is and works as HTML: links, FAQ answers and bullet lists' 'More' (native
 * disclosures), a video's link to its player (components/ui/deferred-hydration.tsx).
 */
const DeferredRichContent = deferredHydration<ComponentProps<typeof RichContentType>>(
  'data-deferred-content',
  async () => (await import('./RichContent')).default,
);

export default DeferredRichContent;
