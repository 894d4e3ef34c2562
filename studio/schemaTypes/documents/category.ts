import { TagIcon } from '@sanity/icons';
import { defineField, defineType, type SlugValidationContext } from 'sanity';
import { STUDIO_API_VERSION, requiredText, slugField } from '../fields';

const PARENT_SLUG = `coalesce(*[_id == $id][0].slug.current, *[_id == "drafts." + $id][0].slug.current)`;

interface CategoryDocument {
  _id?: string;
  title?: string;
  parent?: { _ref?: string };
}

/** Product categories in up to three levels under the six "Shop by" roots, at `/categories/...`. */
export const category = defineType({
  name: 'category',
  title: 'Category',
  type: 'document',
  icon: TagIcon,
  description: 'A product category. Its products are those whose content lists it or one of its sub-categories.',
  fields: [
    requiredText('title', 'Title', 'The category name in menus, breadcrumbs and the page heading.', 80),
    defineField({
      name: 'parent',
      title: 'Parent category',
      type: 'reference',
      to: [{ type: 'category' }],
      description: 'Empty for the six top-level "Shop by" categories.',
      options: { filter: ({ document }) => ({ filter: '_id != $self', params: { self: (document._id ?? '').replace(/^drafts\./, '') } }) },
    }),
    slugField('category', {
      source: async (document, { getClient }) => {
        const doc = document as CategoryDocument;
        const parentId = doc.parent?._ref;
        const parentSlug = parentId
          ? await getClient({ apiVersion: STUDIO_API_VERSION }).fetch<string | null>(PARENT_SLUG, { id: parentId })
          : 'categories';
        return `${parentSlug ?? 'categories'}/${doc.title ?? ''}`;
      },
      check: async (slug, context: SlugValidationContext) => {
        const parentId = (context.document as CategoryDocument | undefined)?.parent?._ref;
        if (!parentId) return slug.split('/').length === 2 ? true : 'A top-level category\'s slug is "categories/" and one segment.';
        const parentSlug = await context.getClient({ apiVersion: STUDIO_API_VERSION }).fetch<string | null>(PARENT_SLUG, { id: parentId });
        if (!parentSlug) return 'The parent category has no slug yet.';
        const extendsParent = slug.startsWith(`${parentSlug}/`) && !slug.slice(parentSlug.length + 1).includes('/');
        return extendsParent ? true : `A sub-category's slug is its parent's slug plus one segment: "${parentSlug}/...".`;
      },
    }),
    requiredText('description', 'Description', 'Shown under the heading, in search results and as the meta description.', 300, 'text'),
    defineField({ name: 'body', title: 'Body', type: 'richText', description: 'Optional text under the product grid.' }),
  ],
  orderings: [{ title: 'Address', name: 'slugAsc', by: [{ field: 'slug.current', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', parent: 'parent.title', slug: 'slug.current' },
    prepare: ({ title, parent, slug }) => ({ title, subtitle: parent ? `in ${parent}` : slug ? `/${slug}` : 'Top level' }),
  },
});
