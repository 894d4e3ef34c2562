import { DocumentTextIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { requiredText, slugField } from '../fields';

/** Information pages (FAQs, shipping, about us...) at `/{slug}` (pages/[...slug].tsx). */
export const page = defineType({
  name: 'page',
  title: 'Information page',
  type: 'document',
  icon: DocumentTextIcon,
  description: 'A page of the site such as the FAQs, shipping or about us, at the address its slug gives.',
  fields: [
    requiredText('title', 'Title', 'The page heading and browser title.', 100),
    slugField('page', { source: 'title' }),
    requiredText('description', 'Description', 'One or two sentences under the heading; also the search and meta description.', 300, 'text'),
    defineField({ name: 'body', title: 'Body', type: 'richText', validation: (rule) => rule.required().min(1) }),
  ],
  orderings: [{ title: 'Address', name: 'slugAsc', by: [{ field: 'slug.current', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', slug: 'slug.current' },
    prepare: ({ title, slug }) => ({ title, subtitle: slug ? `/${slug}` : 'No address yet' }),
  },
});
