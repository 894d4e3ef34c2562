/** Blocks that bring commerce into content: a recommended product card and embedded forms. */
import { BasketIcon, EnvelopeIcon } from '@sanity/icons';
import { defineField, defineType } from 'sanity';

export const recommendedProduct = defineType({
  name: 'recommendedProduct',
  title: 'Recommended product',
  type: 'object',
  icon: BasketIcon,
  description: 'A product card with why and how to use it (price and add to cart come from the shop).',
  fields: [
    defineField({
      name: 'product',
      title: 'Product',
      type: 'reference',
      to: [{ type: 'product' }],
      validation: (rule) => rule.required(),
    }),
    defineField({ name: 'why', title: 'Why we recommend it', type: 'text', rows: 2, validation: (rule) => rule.required().max(400) }),
    defineField({ name: 'how', title: 'How to use it', type: 'text', rows: 2, validation: (rule) => rule.max(400) }),
  ],
  preview: { select: { title: 'product.title' }, prepare: ({ title }) => ({ title: title || 'Choose a product', subtitle: 'Recommended product' }) },
});

/** Form types the renderer knows (components/content/ContentForm); anything else shows 'Missing form type'. */
const FORM_TYPES = [
  { title: 'Klaviyo signup form', value: 'klaviyo' },
  { title: 'ShortStack campaign', value: 'shortStack' },
];

interface FormValue {
  formType?: string;
  klaviyoId?: string;
  shortStackId?: string;
}

export const form = defineType({
  name: 'form',
  title: 'Form',
  type: 'object',
  icon: EnvelopeIcon,
  description: 'An embedded Klaviyo signup form or ShortStack campaign.',
  fields: [
    defineField({
      name: 'formType',
      title: 'Form type',
      type: 'string',
      options: { list: FORM_TYPES, layout: 'radio' },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'klaviyoId',
      title: 'Klaviyo form id',
      type: 'string',
      hidden: ({ parent }) => (parent as FormValue | undefined)?.formType !== 'klaviyo',
      validation: (rule) =>
        rule.custom((value: string | undefined, context) =>
          (context.parent as FormValue | undefined)?.formType === 'klaviyo' && !value ? 'A Klaviyo form needs its form id.' : true,
        ),
    }),
    defineField({
      name: 'shortStackId',
      title: 'ShortStack campaign id',
      type: 'string',
      hidden: ({ parent }) => (parent as FormValue | undefined)?.formType !== 'shortStack',
      validation: (rule) =>
        rule.custom((value: string | undefined, context) =>
          (context.parent as FormValue | undefined)?.formType === 'shortStack' && !value ? 'A ShortStack form needs its campaign id.' : true,
        ),
    }),
    defineField({
      name: 'height',
      title: 'Height (px)',
      type: 'number',
      description: 'Height of the ShortStack frame; 600 when empty.',
      hidden: ({ parent }) => (parent as FormValue | undefined)?.formType !== 'shortStack',
      validation: (rule) => rule.integer().min(100).max(4000),
    }),
  ],
  preview: {
    select: { formType: 'formType', klaviyoId: 'klaviyoId', shortStackId: 'shortStackId' },
    prepare: ({ formType, klaviyoId, shortStackId }) => ({
      title: FORM_TYPES.find((t) => t.value === formType)?.title ?? `Unsupported form type "${formType ?? ''}"`,
      subtitle: klaviyoId ?? shortStackId ?? '',
    }),
  },
});
