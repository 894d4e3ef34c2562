// The content blocks' styles, for the pages that defer the blocks' code (DeferredRichContent and the deferred page
// contents that hold rich content): the server-rendered content must be laid out from the first paint, and a CSS
// module imported only by a deferred chunk arrives with it, after hydration (lists in one column, FAQ and callouts
// unstyled until then). tests/unit/deferred-styles.test.ts keeps this list complete.
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
