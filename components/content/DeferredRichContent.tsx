import { deferredHydration } from '@/components/ui/deferred-hydration';
import type { ComponentProps } from 'react';
import type RichContentType from './RichContent';
// The blocks' styles load with the page, not with the deferred code: the server-rendered content must be laid out
// from the first paint (CSS modules imported only by the deferred chunk arrive with it, after hydration: lists in one
// column, FAQ and callouts unstyled until then). tests/unit/deferred-styles.test.ts keeps this list complete.
import './BulletList.module.css';
import './Callout.module.css';
import './Columns.module.css';
import './ContentForm.module.css';
import './ContentImage.module.css';
import './ContentLink.module.css';
import './ContentTable.module.css';
import './Faq.module.css';
import './ImageBadges.module.css';
import './NumberedList.module.css';
import './Recipe.module.css';
import './RecommendedProduct.module.css';
import './RichContent.module.css';
import './TextBlock.module.css';
import './UnknownBlock.module.css';
import './VimeoVideo.module.css';
import './YotpoGallery.module.css';

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
