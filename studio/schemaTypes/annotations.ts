/**
 * Link annotations (markDefs) the renderer follows (components/content/ContentLink): a URL, an on-page anchor and
 * references to the routed document types. Their names are part of the content contract (the stored documents and
 * the renderer use them), so the per-type marks share names with the document types (Sanity warns about that; the
 * data needs them).
 */
import { BasketIcon, DocumentIcon, DocumentTextIcon, HashIcon, LinkIcon, TagIcon, UserIcon } from '@sanity/icons';
import { defineArrayMember, defineField, type ValidationContext } from 'sanity';
import { collectHeadingIds } from '../../components/content/heading-id';
import { hrefProblem } from './fields';

/** Routed document types an internal link may point at (they have a page on the site). */
const LINKABLE_TYPES = ['page', 'category', 'blogPost', 'product', 'ambassador'] as const;

const link = defineArrayMember({
  name: 'link',
  title: 'Link',
  type: 'object',
  icon: LinkIcon,
  fields: [
    defineField({
      name: 'href',
      title: 'Address',
      type: 'string',
      description: 'A site path (/faqs/shipping), a full https:// address, mailto: or tel:.',
      validation: (rule) => rule.required().custom((value: string | undefined) => (value === undefined ? true : hrefProblem(value))),
    }),
    defineField({ name: 'newTab', title: 'Open in a new tab', type: 'boolean', initialValue: false, validation: (rule) => rule.required() }),
  ],
});

/** The heading ids of the rich-text field the anchor sits in, as the renderer assigns them. */
function headingIdsAround(context: ValidationContext): Set<string> {
  const root = context.path?.[0];
  const document = context.document as Record<string, unknown> | undefined;
  const field = typeof root === 'string' && document ? document[root] : undefined;
  return new Set(collectHeadingIds(field).values());
}

const onPageLink = defineArrayMember({
  name: 'onPageLink',
  title: 'Link to a heading on this page',
  type: 'object',
  icon: HashIcon,
  fields: [
    defineField({
      name: 'anchor',
      title: 'Heading id',
      type: 'string',
      description: 'The heading\'s text in lower case with hyphens, e.g. "how-much-protein" for "How much protein?".',
      validation: (rule) =>
        rule.required().custom((value: string | undefined, context) => {
          if (!value) return true;
          const ids = headingIdsAround(context);
          return ids.has(value.replace(/^#/, '')) ? true : `No heading on this page has the id "${value}". Ids here: ${[...ids].join(', ') || 'none'}.`;
        }),
    }),
  ],
});

/**
 * Links hold weak references: deleting or unpublishing a page is not blocked by every text that links to it, and
 * the shop renders a link to a document that is gone as 'missing link' (the contract test reports such links).
 */
function referenceMark(name: string, title: string, to: readonly string[], icon: typeof LinkIcon) {
  return defineArrayMember({
    name,
    title,
    type: 'object',
    icon,
    fields: [
      defineField({
        name: 'reference',
        title: 'Links to',
        type: 'reference',
        weak: true,
        to: to.map((type) => ({ type })),
        validation: (rule) => rule.required(),
      }),
    ],
  });
}

/** Every annotation, in the order the editor's toolbar shows them. */
export const linkAnnotations = [
  link,
  referenceMark('internalLink', 'Internal link', LINKABLE_TYPES, DocumentIcon),
  onPageLink,
  referenceMark('page', 'Information page link', ['page'], DocumentTextIcon),
  referenceMark('category', 'Category link', ['category'], TagIcon),
  referenceMark('blogPost', 'Blog post link', ['blogPost'], DocumentTextIcon),
  referenceMark('product', 'Product link', ['product'], BasketIcon),
  referenceMark('ambassador', 'Ambassador link', ['ambassador'], UserIcon),
];

/** The alert is one line of text in the header: plain links only. */
export const alertAnnotations = [link, referenceMark('internalLink', 'Internal link', LINKABLE_TYPES, DocumentIcon)];
