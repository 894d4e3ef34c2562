/**
 * Field builders shared by the document and block types: slugs in the shapes the shop's routes expect, images
 * with required alt text, link targets the renderer can follow.
 */
import { defineField, type PreviewValue, type SlugValidationContext } from 'sanity';
import { slugify } from '../../components/content/heading-id';
import { SITE_PATH_TYPES, SLUG_SHAPES, slugProblem, type SluggedType } from '../../lib/content/paths';

/** API version the Studio's own queries (validation, slug sources) use. */
export const STUDIO_API_VERSION = '2025-02-19';

/** "Protein & Recovery!" -> "protein-and-recovery"; keeps "/" between path segments. */
function slugifyPath(input: string): string {
  return input.split('/').map(slugify).filter(Boolean).join('/').slice(0, 120);
}

function publishedId(id: string): string {
  return id.replace(/^drafts\./, '');
}

/**
 * Slugs of pages, categories, blog posts and ambassadors share the site's top-level path space, so a slug must be
 * unique across all of them (Sanity's default only checks one type). Products and authors are unique per type.
 */
function isUniqueSlug(type: SluggedType) {
  return async (slug: string, context: SlugValidationContext): Promise<boolean> => {
    const id = context.document?._id;
    if (!id) return true;
    const types = (SITE_PATH_TYPES as readonly string[]).includes(type) ? [...SITE_PATH_TYPES] : [type];
    const published = publishedId(id);
    const client = context.getClient({ apiVersion: STUDIO_API_VERSION });
    const taken = await client.fetch<boolean>(
      `defined(*[_type in $types && slug.current == $slug && !(_id in [$published, $draft])][0]._id)`,
      { types, slug, published, draft: `drafts.${published}` },
    );
    return !taken;
  };
}

interface SlugFieldOptions {
  /** Field the "Generate" button slugifies, or a function of the document returning the full path. */
  source: string | ((document: Record<string, unknown>, context: { getClient: SlugValidationContext['getClient'] }) => Promise<string> | string);
  /** Extra checks on the slug's value (e.g. a category extending its parent). */
  check?: (slug: string, context: SlugValidationContext) => Promise<string | true> | string | true;
}

export function slugField(type: SluggedType, { source, check }: SlugFieldOptions) {
  const shape = SLUG_SHAPES[type];
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description: `Where this lives on the site: ${shape.rule}. Example: ${shape.example}.`,
    options: {
      source: source as never,
      slugify: (input: string) => slugifyPath(input),
      isUnique: isUniqueSlug(type),
    },
    validation: (rule) =>
      rule.required().custom(async (value, context) => {
        const current = value?.current;
        if (!current) return true;
        const problem = slugProblem(type, current);
        if (problem) return problem;
        return check ? check(current, context as SlugValidationContext) : true;
      }),
  });
}

/** Alt text: required on every image the shop shows (the renderer's <img alt>). */
export const altTextField = defineField({
  name: 'altText',
  title: 'Alternative text',
  type: 'string',
  description: 'What the image shows, for shoppers using screen readers and when the image does not load.',
  validation: (rule) => rule.required().min(3).max(200),
});

/** An image field with required alt text (dataset shape: { _type: "image", asset, altText }). */
export function imageField(name: string, title: string, description: string, required = true) {
  return defineField({
    name,
    title,
    type: 'image',
    description,
    fields: [altTextField],
    validation: (rule) =>
      (required ? rule.required() : rule).custom((value: { asset?: { _ref?: string } } | undefined) =>
        value && !value.asset?._ref ? 'Choose or upload an image (the alt text alone shows nothing).' : true,
      ),
  });
}

/**
 * The first image block of rich text, as the list preview's picture of documents without an image field of their
 * own (pages, product content); without one the list shows the type's icon. Sanity draws an image value given as
 * `media` (as when `media` selects an image field), though the type of `media` only names React nodes.
 */
export function firstImage(body: unknown): PreviewValue['media'] {
  if (!Array.isArray(body)) return undefined;
  const block = body.find((item) => item?._type === 'image' && typeof item.asset?._ref === 'string') as { asset: { _ref: string } } | undefined;
  const image = block ? { _type: 'image', asset: { _type: 'reference', _ref: block.asset._ref } } : undefined;
  return image as PreviewValue['media'];
}

const SAFE_SCHEMES = ['http', 'https', 'mailto', 'tel'];

/** A link the renderer follows: a site path (/faqs/shipping), an https:// address, mailto: or tel:. */
export function hrefProblem(href: string): string | true {
  const value = href.trim();
  if (!value) return 'Enter a link.';
  if (value !== href) return 'Remove the spaces around the link.';
  if (value.startsWith('#')) return value.length > 1 ? true : 'An on-page link needs a heading id after "#".';
  if (value.startsWith('/')) return value.startsWith('//') ? 'Write the address with https:// instead of "//".' : true;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  if (!scheme) return 'Start a site link with "/" (e.g. /faqs/shipping) or write a full address with https://.';
  if (!SAFE_SCHEMES.includes(scheme)) return `Links may use https, http, mailto or tel, not "${scheme}:".`;
  if ((scheme === 'http' || scheme === 'https') && !/^https?:\/\/[^/\s]+\.[^/\s]+/i.test(value)) return 'This web address is incomplete.';
  return true;
}

/** Short plain-text fields: required, with a maximum that keeps cards and meta descriptions tidy. */
export function requiredText(name: string, title: string, description: string, max: number, type: 'string' | 'text' = 'string') {
  return defineField({ name, title, type, description, validation: (rule) => rule.required().max(max) });
}
