/**
 * The desk an editor of this shop works in: products' content, categories (all, and by parent), the blog,
 * information pages with their reusable asides, ambassadors, and the site singletons the shop reads (header
 * alert, home page).
 */
import { BasketIcon, BellIcon, CogIcon, DocumentsIcon, DocumentTextIcon, EditIcon, HomeIcon, TagIcon, UsersIcon } from '@sanity/icons';
import type { ListBuilder, StructureBuilder, StructureResolver } from 'sanity/structure';
import { SINGLETONS } from '../schemaTypes';
import { CATEGORY_WITH_PARENT } from '../schemaTypes/templates';

function singleton(S: StructureBuilder, type: keyof typeof SINGLETONS, title: string, icon: typeof HomeIcon) {
  return S.listItem()
    .title(title)
    .id(type)
    .icon(icon)
    .child(S.document().schemaType(type).documentId(SINGLETONS[type]).title(title));
}

/** A category's own page in the tree: edit it, or go down into its sub-categories. */
function categoryNode(S: StructureBuilder, id: string): ListBuilder {
  return S.list()
    .title('Category')
    .items([
      S.listItem().title('Edit this category').icon(EditIcon).child(S.document().schemaType('category').documentId(id)),
      S.listItem()
        .title('Sub-categories')
        .icon(TagIcon)
        .child(
          S.documentList()
            .title('Sub-categories')
            .schemaType('category')
            .filter('_type == "category" && parent._ref == $parentId')
            .params({ parentId: id })
            .initialValueTemplates([S.initialValueTemplateItem(CATEGORY_WITH_PARENT, { parentId: id })])
            .child((childId) => categoryNode(S, childId)),
        ),
    ]);
}

function categories(S: StructureBuilder) {
  return S.listItem()
    .title('Categories')
    .icon(TagIcon)
    .child(
      S.list()
        .title('Categories')
        .items([
          S.listItem()
            .title('By parent')
            .icon(TagIcon)
            .child(
              S.documentList()
                .title('Top-level categories')
                .schemaType('category')
                .filter('_type == "category" && !defined(parent)')
                .child((id) => categoryNode(S, id)),
            ),
          S.documentTypeListItem('category').title('All categories'),
        ]),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.documentTypeListItem('product').title('Products').icon(BasketIcon),
      categories(S),
      S.divider(),
      S.listItem()
        .title('Blog')
        .icon(DocumentTextIcon)
        .child(
          S.list()
            .title('Blog')
            .items([
              S.documentTypeListItem('blogPost').title('Posts'),
              S.documentTypeListItem('author').title('Authors'),
            ]),
        ),
      S.listItem()
        .title('Information pages')
        .icon(DocumentsIcon)
        .child(
          S.list()
            .title('Information pages')
            .items([
              S.documentTypeListItem('page').title('Pages'),
              S.documentTypeListItem('aside').title('Reusable asides'),
            ]),
        ),
      S.documentTypeListItem('ambassador').title('Ambassadors').icon(UsersIcon),
      S.divider(),
      S.listItem()
        .title('Site')
        .icon(CogIcon)
        .child(
          S.list()
            .title('Site')
            .items([singleton(S, 'alert', 'Header alert', BellIcon), singleton(S, 'homePage', 'Home page', HomeIcon)]),
        ),
    ]);
