import { BasketIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { STUDIO_API_VERSION, firstImage, requiredText, slugField } from '../fields';

/**
 * A product's content: the story, nutrition panel, FAQs and recipes shown on `/products/{slug}`. Prices, variants,
 * stock and images come from the commerce catalogue; `productId` and `slug` tie the two together.
 */
export const product = defineType({
  name: 'product',
  title: 'Product content',
  type: 'document',
  icon: BasketIcon,
  description: 'The written content of a product page. Price, options, stock and images come from the shop\'s catalogue.',
  fields: [
    defineField({
      name: 'productId',
      title: 'Catalogue product id',
      type: 'number',
      description: 'The product\'s id in the commerce catalogue (BigCommerce). One content document per product.',
      validation: (rule) =>
        rule.required().integer().positive().custom(async (value: number | undefined, context) => {
          const id = context.document?._id?.replace(/^drafts\./, '');
          if (value === undefined || !id) return true;
          const other = await context
            .getClient({ apiVersion: STUDIO_API_VERSION })
            .fetch<string | null>(`*[_type == "product" && productId == $value && !(_id in [$id, "drafts." + $id])][0].title`, { value, id });
          return other ? `"${other}" already has the content of product ${value}.` : true;
        }),
    }),
    requiredText('title', 'Title', 'The product name, as in the catalogue. It names this document in the Studio and makes its slug; the shop shows the catalogue\'s name.', 100),
    slugField('product', { source: 'title' }),
    requiredText('shortDescription', 'Short description', 'One or two sentences for product cards and search results.', 240, 'text'),
    defineField({
      name: 'categories',
      title: 'Categories',
      type: 'array',
      description: 'Where the product is listed. Prefer the most specific categories.',
      of: [defineArrayMember({ type: 'reference', to: [{ type: 'category' }] })],
      validation: (rule) => rule.required().min(1).max(6).unique(),
    }),
    defineField({ name: 'body', title: 'Body', type: 'richText', validation: (rule) => rule.required().min(1) }),
  ],
  orderings: [{ title: 'Title', name: 'titleAsc', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', productId: 'productId', slug: 'slug.current', body: 'body' },
    prepare: ({ title, productId, slug, body }) => ({ title, subtitle: `#${productId ?? '?'} · /products/${slug ?? ''}`, media: firstImage(body) }),
  },
});
