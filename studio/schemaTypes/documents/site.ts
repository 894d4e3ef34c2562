/** Singletons the shop reads by type: the header alert (`alert`) and the home page (`homePage`). */
import { BellIcon, HomeIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { hrefProblem, imageField } from '../fields';

interface AlertDocument {
  startsAt?: string;
  endsAt?: string;
}

/**
 * The most characters (links included) that fit the alert's room on every screen: one line where the top bar has
 * its side links (64 fit at 916 px, the narrowest of those), two lines on phones (86 fit at 320 px). A longer alert
 * wraps and pushes the page down as it appears.
 */
const ALERT_MAX_CHARACTERS = 60;

type AlertBlock = { children?: { text?: unknown }[] };

function alertLength(content: AlertBlock[] | undefined): number {
  return (content ?? []).flatMap((block) => block.children ?? []).reduce((sum, span) => sum + (typeof span.text === 'string' ? span.text.length : 0), 0);
}

export const alert = defineType({
  name: 'alert',
  title: 'Header alert',
  type: 'document',
  icon: BellIcon,
  description: 'One line in the top bar of every page, e.g. a shipping notice or a sale. Leave empty to show none.',
  fields: [
    defineField({
      name: 'content',
      title: 'Message',
      type: 'alertText',
      description: `One short sentence of at most ${ALERT_MAX_CHARACTERS} characters; it may contain a link.`,
      validation: (rule) => [
        rule.max(1),
        rule
          .custom((content: AlertBlock[] | undefined) => {
            const length = alertLength(content);
            return length <= ALERT_MAX_CHARACTERS
              ? true
              : `${length} characters: at most ${ALERT_MAX_CHARACTERS} fit the alert's room on every screen. A longer alert wraps on some screens and pushes the page down as it appears.`;
          })
          .warning(),
      ],
    }),
    defineField({
      name: 'startsAt',
      title: 'Show from',
      type: 'datetime',
      description: 'Optional: the alert appears from this time.',
    }),
    defineField({
      name: 'endsAt',
      title: 'Show until',
      type: 'datetime',
      description: 'Optional: the alert disappears at this time.',
      validation: (rule) =>
        rule.custom((value: string | undefined, context) => {
          const startsAt = (context.document as AlertDocument | undefined)?.startsAt;
          if (!value || !startsAt) return true;
          return Date.parse(value) > Date.parse(startsAt) ? true : '"Show until" must be after "Show from".';
        }),
    }),
  ],
  preview: { prepare: () => ({ title: 'Header alert' }) },
});

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  icon: HomeIcon,
  description: 'The hero and the featured products and posts of the home page.',
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({ name: 'heading', title: 'Heading', type: 'string', validation: (rule) => rule.required().max(80) }),
        defineField({ name: 'text', title: 'Text', type: 'text', rows: 2, validation: (rule) => rule.required().max(240) }),
        imageField('image', 'Image', 'Shown beside the text (below it on phones).'),
        defineField({ name: 'ctaLabel', title: 'Button label', type: 'string', validation: (rule) => rule.max(40) }),
        defineField({
          name: 'ctaHref',
          title: 'Button link',
          type: 'string',
          description: 'A site path such as /categories/shop-by-goal.',
          validation: (rule) =>
            rule.custom((value: string | undefined, context) => {
              const label = (context.parent as { ctaLabel?: string } | undefined)?.ctaLabel;
              if (!value) return label ? 'The button needs a link.' : true;
              return hrefProblem(value);
            }),
        }),
      ],
    }),
    defineField({
      name: 'featuredProducts',
      title: 'Featured products',
      type: 'array',
      description: 'Shown in this order under "Featured products", four to a row on wide screens and two on phones: 4, 8 or 12 fill every row.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'product' }] })],
      validation: (rule) => [
        rule.unique().max(12),
        rule
          .custom((items: unknown[] | undefined) => (!items || items.length % 4 === 0 ? true : `${items.length} products leave the last row part empty on wide screens: choose 4, 8 or 12.`))
          .warning(),
      ],
    }),
    defineField({
      name: 'featuredPosts',
      title: 'Featured posts',
      type: 'array',
      description: 'Up to three posts; when empty, the latest three show.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'blogPost' }] })],
      validation: (rule) => rule.unique().max(3),
    }),
  ],
  preview: {
    select: { heading: 'hero.heading', media: 'hero.image' },
    prepare: ({ heading, media }) => ({ title: 'Home page', subtitle: heading, media }),
  },
});
