/**
 * The Studio's schema: the contract between editors and the shop. Every document type and field the shop's GROQ
 * queries read (lib/content/queries.ts), and every block and mark the renderer draws (components/content/).
 */
import { alertText, nestedText, richText } from './rich-text';
import { form, recommendedProduct } from './blocks/commerce';
import { vimeoVideo, yotpoGallery } from './blocks/media';
import { ingredientsSection, instructionsSection, recipe } from './blocks/recipe';
import { nutritionPanel, table, tableRow } from './blocks/tables';
import { columns, faq, insertAside, message, warning } from './blocks/text-blocks';
import { author, blogPost } from './documents/blog';
import { category } from './documents/category';
import { page } from './documents/page';
import { ambassador, aside } from './documents/people-and-notes';
import { product } from './documents/product';
import { alert, homePage } from './documents/site';

const documentTypes = [product, category, blogPost, author, page, aside, ambassador, alert, homePage];

export const schemaTypes = [
  ...documentTypes,
  richText,
  nestedText,
  alertText,
  faq,
  nutritionPanel,
  table,
  tableRow,
  recipe,
  ingredientsSection,
  instructionsSection,
  columns,
  message,
  warning,
  insertAside,
  recommendedProduct,
  vimeoVideo,
  yotpoGallery,
  form,
];

/** Documents with one fixed id that the shop reads by type; editors edit them, never create or delete them. */
export const SINGLETONS = { alert: 'alert', homePage: 'homePage' } as const;
type SingletonType = keyof typeof SINGLETONS;

export function isSingleton(type: string): type is SingletonType {
  return Object.hasOwn(SINGLETONS, type);
}
