/** Media blocks: the content image (with the renderer's layout options and badges), Vimeo videos, Yotpo galleries. */
import { ImageIcon, ImagesIcon, PlayIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';
import { MAX_IMAGE_WIDTH, parseRatio } from '../../../components/content/image-loader';
import { BADGE_LABELS } from '../../../components/content/badge-labels';
import { altTextField, hrefProblem } from '../fields';

interface ImageBlockValue {
  asset?: { _ref?: string };
  link?: string;
  newTab?: boolean;
  floatLeft?: boolean;
  floatRight?: boolean;
  fullWidth?: boolean;
  width?: number;
}

/** An image inside rich content (`_type: "image"`), drawn by components/content/ContentImage. */
export const contentImage = defineArrayMember({
  type: 'image',
  icon: ImageIcon,
  title: 'Image',
  description: 'An image up to 300 px wide (or full width), with optional caption, link, crop ratio and badges.',
  fields: [
    altTextField,
    defineField({ name: 'caption', title: 'Caption', type: 'string', validation: (rule) => rule.max(200) }),
    defineField({
      name: 'link',
      title: 'Link',
      type: 'string',
      description: 'Opens when the image is clicked: a site path (/faqs/shipping) or a full https:// address.',
      validation: (rule) => rule.custom((value: string | undefined) => (value === undefined ? true : hrefProblem(value))),
    }),
    defineField({ name: 'newTab', title: 'Open the link in a new tab', type: 'boolean', initialValue: false }),
    defineField({ name: 'border', title: 'Border', type: 'boolean', initialValue: false }),
    defineField({ name: 'floatLeft', title: 'Float left (text wraps on the right)', type: 'boolean', initialValue: false }),
    defineField({ name: 'floatRight', title: 'Float right (text wraps on the left)', type: 'boolean', initialValue: false }),
    defineField({ name: 'fullWidth', title: 'Full width (up to 1200 px)', type: 'boolean', initialValue: false }),
    defineField({
      name: 'ratio',
      title: 'Crop ratio',
      type: 'string',
      description: 'Width:height, e.g. 16:9 or 2:1. Leave empty to keep the image\'s own shape.',
      validation: (rule) =>
        rule.custom((value: string | undefined) => (value === undefined || parseRatio(value) !== null ? true : 'Write the ratio as width:height, e.g. 16:9.')),
    }),
    defineField({
      name: 'width',
      title: 'Width (px)',
      type: 'number',
      description: `Displayed width, at most ${MAX_IMAGE_WIDTH} px. Ignored for full-width images.`,
      validation: (rule) => rule.integer().min(1).max(MAX_IMAGE_WIDTH),
    }),
    defineField({
      name: 'overlay',
      title: 'Badges',
      type: 'array',
      description: 'Badges shown over the image.',
      of: [defineArrayMember({ type: 'string' })],
      options: { list: Object.entries(BADGE_LABELS).map(([value, title]) => ({ value, title })) },
      validation: (rule) => rule.unique(),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: ImageBlockValue | undefined) => {
      if (!value) return true;
      if (!value.asset?._ref) return 'Choose or upload an image.';
      if (value.floatLeft && value.floatRight) return 'An image floats left or right, not both.';
      if (value.fullWidth && (value.floatLeft || value.floatRight)) return 'A full-width image cannot float.';
      if (value.newTab && !value.link) return { message: '"Open in a new tab" has no effect without a link.', level: 'warning' } as never;
      return true;
    }),
  preview: {
    select: { title: 'caption', subtitle: 'altText', media: 'asset' },
    prepare: ({ title, subtitle, media }) => ({ title: title || subtitle || 'Image', subtitle: title ? subtitle : undefined, media }),
  },
});

export const vimeoVideo = defineType({
  name: 'vimeoVideo',
  title: 'Vimeo video',
  type: 'object',
  icon: PlayIcon,
  description: 'A Vimeo video that loads only when the shopper presses play.',
  fields: [
    defineField({
      name: 'videoId',
      title: 'Vimeo video id',
      type: 'string',
      description: 'The number at the end of the video\'s address (vimeo.com/123456789 -> 123456789).',
      validation: (rule) => rule.required().regex(/^\d+$/, { name: 'digits only' }),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'string',
      description: 'Shown on the play button and read by screen readers.',
      validation: (rule) => rule.required().max(120),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'videoId' }, prepare: ({ title, subtitle }) => ({ title: title || 'Vimeo video', subtitle: `Vimeo ${subtitle ?? ''}` }) },
});

export const yotpoGallery = defineType({
  name: 'yotpoGallery',
  title: 'Yotpo photo gallery',
  type: 'object',
  icon: ImagesIcon,
  description: 'Customer photos from a Yotpo gallery (shown when Yotpo is configured).',
  fields: [
    defineField({ name: 'galleryId', title: 'Gallery id', type: 'string', validation: (rule) => rule.required().max(80) }),
    defineField({
      name: 'productId',
      title: 'Product id',
      type: 'number',
      description: 'Optional: limits the gallery to one product (its commerce id).',
      validation: (rule) => rule.integer().positive(),
    }),
  ],
  preview: { select: { title: 'galleryId' }, prepare: ({ title }) => ({ title: `Yotpo gallery: ${title ?? ''}` }) },
});
