import { DocumentTextIcon, UserIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';
import { imageField, requiredText, slugField } from '../fields';

/** Blog posts at `/blog/{slug}`, newest first on `/blog`. */
export const blogPost = defineType({
  name: 'blogPost',
  title: 'Blog post',
  type: 'document',
  icon: DocumentTextIcon,
  description: 'An article on the blog.',
  fields: [
    requiredText('title', 'Title', 'The post heading, on cards and in the browser title.', 120),
    slugField('blogPost', { source: (document) => `blog/${String(document.title ?? '')}` }),
    defineField({ name: 'author', title: 'Author', type: 'reference', to: [{ type: 'author' }], validation: (rule) => rule.required() }),
    defineField({
      name: 'publishedAt',
      title: 'Published',
      type: 'datetime',
      description: 'Orders the blog, newest first.',
      validation: (rule) => rule.required(),
    }),
    requiredText('excerpt', 'Excerpt', 'One or two sentences on the blog cards and in search results.', 300, 'text'),
    imageField('featuredImage', 'Featured image', 'On the post\'s card and at the top of the post.'),
    defineField({
      name: 'estimatedReadingTime',
      title: 'Reading time (minutes)',
      type: 'number',
      validation: (rule) => rule.required().integer().min(1).max(120),
    }),
    defineField({ name: 'body', title: 'Body', type: 'richText', validation: (rule) => rule.required().min(1) }),
  ],
  orderings: [{ title: 'Newest first', name: 'publishedAtDesc', by: [{ field: 'publishedAt', direction: 'desc' }] }],
  preview: {
    select: { title: 'title', author: 'author.name', publishedAt: 'publishedAt', media: 'featuredImage' },
    prepare: ({ title, author, publishedAt, media }) => ({
      title,
      subtitle: [typeof publishedAt === 'string' ? publishedAt.slice(0, 10) : 'Not dated', author].filter(Boolean).join(' · '),
      media,
    }),
  },
});

export const author = defineType({
  name: 'author',
  title: 'Author',
  type: 'document',
  icon: UserIcon,
  description: 'A blog author, shown with a short bio under their posts.',
  fields: [
    requiredText('name', 'Name', 'As shown on posts.', 80),
    slugField('author', { source: 'name' }),
    requiredText('bio', 'Bio', 'One or two sentences about the author.', 400, 'text'),
    imageField('image', 'Portrait', 'A square portrait works best.'),
  ],
  preview: { select: { title: 'name', media: 'image' } },
});
