import { BlockContentIcon, UsersIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField, requiredText, slugField } from '../fields';

/** Brand ambassadors, linked from content with the ambassador mark. */
export const ambassador = defineType({
  name: 'ambassador',
  title: 'Ambassador',
  type: 'document',
  icon: UsersIcon,
  description: 'An athlete who represents the brand; content links to them with the ambassador link.',
  fields: [
    requiredText('name', 'Name', 'Their full name.', 80),
    requiredText('title', 'Link title', 'How links to them read (usually their name).', 80),
    slugField('ambassador', { source: (document) => `ambassadors/${String(document.name ?? '')}` }),
    requiredText('sport', 'Sport', 'e.g. Trail running.', 80),
    requiredText('bio', 'Bio', 'One or two sentences.', 400, 'text'),
    imageField('image', 'Portrait', 'A square portrait works best.'),
  ],
  preview: { select: { title: 'name', subtitle: 'sport', media: 'image' } },
});

/** A reusable side note, shown wherever an "Insert aside" block points at it. */
export const aside = defineType({
  name: 'aside',
  title: 'Reusable aside',
  type: 'document',
  icon: BlockContentIcon,
  description: 'A side note written once and inserted into several pages with the "Insert aside" block.',
  fields: [
    requiredText('title', 'Title', 'For editors: names the aside in the insert menu (not shown on the site).', 80),
    defineField({ name: 'content', title: 'Content', type: 'nestedText', validation: (rule) => rule.required().min(1) }),
  ],
  preview: { select: { title: 'title' } },
});
