/** New-document templates: singletons are never created by hand; a sub-category starts under its parent. */
import type { Template } from 'sanity';
import { isSingleton } from './index';

export const CATEGORY_WITH_PARENT = 'category-with-parent';

export function templates(previous: Template[]): Template[] {
  return [
    ...previous.filter((template) => !isSingleton(template.schemaType)),
    {
      id: CATEGORY_WITH_PARENT,
      title: 'Sub-category',
      schemaType: 'category',
      parameters: [{ name: 'parentId', type: 'string' }],
      value: ({ parentId }: { parentId: string }) => ({ parent: { _type: 'reference', _ref: parentId } }),
    },
  ];
}
