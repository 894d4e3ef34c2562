/**
 * Blocks made of nested rich text: FAQ entries, columns and the callouts (aside, message, warning), plus the
 * block that inserts a reusable aside document.
 */
import { BlockContentIcon, HelpCircleIcon, InfoOutlineIcon, SplitVerticalIcon, WarningOutlineIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

interface SpanBlock {
  _type?: string;
  children?: { text?: string }[];
}

/** The first words of a Portable Text value, for block previews in the editor. */
function firstText(value: unknown, fallback: string): string {
  if (!Array.isArray(value)) return fallback;
  const block = (value as SpanBlock[]).find((b) => b?._type === 'block');
  const text = (block?.children ?? []).map((c) => c.text ?? '').join('').trim();
  return text ? (text.length > 80 ? `${text.slice(0, 77)}...` : text) : fallback;
}

const nestedContent = (title: string, description: string) =>
  defineField({ name: 'content', title, type: 'nestedText', description, validation: (rule) => rule.required().min(1) });

export const faq = defineType({
  name: 'faq',
  title: 'FAQ',
  type: 'object',
  icon: HelpCircleIcon,
  description: 'A question with its answer (an expandable entry, also published as FAQ structured data).',
  fields: [
    defineField({ name: 'question', title: 'Question', type: 'string', validation: (rule) => rule.required().max(200) }),
    defineField({ name: 'answer', title: 'Answer', type: 'nestedText', validation: (rule) => rule.required().min(1) }),
  ],
  preview: { select: { title: 'question' }, prepare: ({ title }) => ({ title: title || 'FAQ', subtitle: 'FAQ' }) },
});

export const columns = defineType({
  name: 'columns',
  title: 'Columns',
  type: 'object',
  icon: SplitVerticalIcon,
  description: 'Text flowed into 2 to 4 newspaper columns (one column on phones).',
  fields: [
    defineField({
      name: 'colNumber',
      title: 'Number of columns',
      type: 'number',
      initialValue: 2,
      options: { list: [2, 3, 4], layout: 'radio', direction: 'horizontal' },
      validation: (rule) => rule.required().integer().min(2).max(4),
    }),
    nestedContent('Content', 'Flows from one column into the next.'),
  ],
  preview: {
    select: { colNumber: 'colNumber', content: 'content' },
    prepare: ({ colNumber, content }) => ({ title: firstText(content, 'Columns'), subtitle: `${colNumber ?? 2} columns` }),
  },
});

/** Callout blocks share one shape: `content` in a styled box (components/content/Callout). */
function callout(name: 'message' | 'warning', title: string, icon: typeof InfoOutlineIcon, description: string) {
  return defineType({
    name,
    title,
    type: 'object',
    icon,
    description,
    fields: [nestedContent('Content', description)],
    preview: { select: { content: 'content' }, prepare: ({ content }) => ({ title: firstText(content, title), subtitle: title }) },
  });
}

export const message = callout('message', 'Message', InfoOutlineIcon, 'A highlighted note for the shopper.');
export const warning = callout('warning', 'Warning', WarningOutlineIcon, 'A safety or usage warning, styled to stand out.');

/**
 * The inline aside (`_type: "aside"`, a side note written in place). Its name equals the reusable `aside`
 * document type's because both names are part of the content contract (stored documents use them); Sanity warns
 * about the clash.
 */
export const asideBlock = defineArrayMember({
  name: 'aside',
  title: 'Aside',
  type: 'object',
  icon: BlockContentIcon,
  description: 'A side note written here. To reuse one across pages, use "Insert aside" instead.',
  fields: [nestedContent('Content', 'A short side note.')],
  preview: { select: { content: 'content' }, prepare: ({ content }) => ({ title: firstText(content, 'Aside'), subtitle: 'Aside' }) },
});

export const insertAside = defineType({
  name: 'insertAside',
  title: 'Insert aside',
  type: 'object',
  icon: BlockContentIcon,
  description: 'Shows a reusable aside (edited once under Information pages > Reusable asides).',
  fields: [
    defineField({
      name: 'aside',
      title: 'Aside',
      type: 'reference',
      to: [{ type: 'aside' }],
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'aside.title' }, prepare: ({ title }) => ({ title: title || 'Choose an aside', subtitle: 'Reusable aside' }) },
});
