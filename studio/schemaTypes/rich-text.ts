/**
 * Portable Text types: `richText` (document bodies, every block the renderer draws), `nestedText` (text inside
 * FAQ answers, columns and callouts) and `alertText` (the header alert). Styles, lists, decorators and marks are
 * those of components/content/RichContent.
 */
import { createElement, type ReactNode } from 'react';
import { defineArrayMember, defineType } from 'sanity';
import { alertAnnotations, linkAnnotations } from './annotations';
import { form, recommendedProduct } from './blocks/commerce';
import { contentImage, vimeoVideo, yotpoGallery } from './blocks/media';
import { recipe } from './blocks/recipe';
import { nutritionPanel, table } from './blocks/tables';
import { asideBlock, columns, faq, insertAside, message, warning } from './blocks/text-blocks';

export const STYLES = [
  { title: 'Paragraph', value: 'normal' },
  { title: 'Heading 2', value: 'h2' },
  { title: 'Heading 3', value: 'h3' },
  { title: 'Heading 4', value: 'h4' },
  { title: 'Quote', value: 'blockquote' },
];

export const LISTS = [
  { title: 'Bulleted list', value: 'bullet' },
  { title: 'Numbered list', value: 'number' },
];

function Subscript(props: { children?: ReactNode }) {
  return createElement('sub', null, props.children);
}

function Superscript(props: { children?: ReactNode }) {
  return createElement('sup', null, props.children);
}

export const DECORATORS = [
  { title: 'Strong', value: 'strong' },
  { title: 'Emphasis', value: 'em' },
  { title: 'Subscript', value: 'sub', icon: () => 'x₂', component: Subscript },
  { title: 'Superscript', value: 'sup', icon: () => 'x²', component: Superscript },
];

const textBlock = defineArrayMember({
  type: 'block',
  styles: STYLES,
  lists: LISTS,
  marks: { decorators: DECORATORS, annotations: linkAnnotations },
});

/** Custom blocks in the order the insert menu lists them. */
const CUSTOM_BLOCK_TYPES = [faq, nutritionPanel, table, recipe, columns, message, warning, insertAside, recommendedProduct, vimeoVideo, yotpoGallery, form];

export const richText = defineType({
  name: 'richText',
  title: 'Rich text',
  type: 'array',
  of: [
    textBlock,
    contentImage,
    asideBlock,
    ...CUSTOM_BLOCK_TYPES.map((type) => defineArrayMember({ type: type.name, title: type.title, icon: type.icon })),
  ],
});

export const nestedText = defineType({
  name: 'nestedText',
  title: 'Text',
  type: 'array',
  of: [textBlock],
});

export const alertText = defineType({
  name: 'alertText',
  title: 'Alert text',
  type: 'array',
  of: [
    defineArrayMember({
      type: 'block',
      styles: [{ title: 'Paragraph', value: 'normal' }],
      lists: [],
      marks: { decorators: DECORATORS.slice(0, 2), annotations: alertAnnotations },
    }),
  ],
});

