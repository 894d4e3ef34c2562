/** Tables and nutrition panels: rows of text cells, the first row being the header (components/content/DataTable). */
import { ThListIcon, TiersIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

interface TableValue {
  rows?: { cells?: string[] }[];
}

function rowWidthProblem(value: TableValue | undefined): string | true {
  const widths = new Set((value?.rows ?? []).map((row) => row.cells?.length ?? 0));
  if (widths.has(0)) return 'Every row needs at least one cell.';
  return widths.size > 1 ? 'Every row needs the same number of cells as the header row.' : true;
}

export const tableRow = defineType({
  name: 'tableRow',
  title: 'Row',
  type: 'object',
  fields: [
    defineField({
      name: 'cells',
      title: 'Cells',
      type: 'array',
      of: [defineArrayMember({ type: 'string' })],
      validation: (rule) => rule.required().min(1).max(8),
    }),
  ],
  preview: {
    select: { cells: 'cells' },
    prepare: ({ cells }) => ({ title: Array.isArray(cells) ? cells.filter(Boolean).join(' | ') || '(empty row)' : '(empty row)' }),
  },
});

export const table = defineType({
  name: 'table',
  title: 'Table',
  type: 'object',
  icon: ThListIcon,
  description: 'A table of text. The first row is the header.',
  fields: [
    defineField({
      name: 'rows',
      title: 'Rows',
      type: 'array',
      description: 'The first row is the header row.',
      of: [defineArrayMember({ type: 'tableRow' })],
      validation: (rule) => rule.required().min(2),
    }),
  ],
  validation: (rule) => rule.custom((value: TableValue | undefined) => rowWidthProblem(value)),
  preview: {
    select: { header: 'rows.0.cells', rows: 'rows' },
    prepare: ({ header, rows }) => ({
      title: Array.isArray(header) ? header.filter(Boolean).join(' | ') || 'Table' : 'Table',
      subtitle: `Table, ${Array.isArray(rows) ? rows.length : 0} rows`,
    }),
  },
});

export const nutritionPanel = defineType({
  name: 'nutritionPanel',
  title: 'Nutrition panel',
  type: 'object',
  icon: TiersIcon,
  description: 'A nutrition information panel: a title, up to three sub-titles and a table of values.',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', initialValue: 'Nutrition information', validation: (rule) => rule.required().max(80) }),
    defineField({ name: 'subTitle1', title: 'Sub-title 1', type: 'string', description: 'e.g. Servings per pack: 33', validation: (rule) => rule.max(80) }),
    defineField({ name: 'subTitle2', title: 'Sub-title 2', type: 'string', description: 'e.g. Serving size: 30g', validation: (rule) => rule.max(80) }),
    defineField({ name: 'subTitle3', title: 'Sub-title 3', type: 'string', description: 'e.g. Flavour shown: Chocolate', validation: (rule) => rule.max(80) }),
    defineField({
      name: 'content',
      title: 'Values',
      type: 'table',
      description: 'First row: the column headings (e.g. "", "Per serve (30g)", "Per 100g").',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: { select: { title: 'title', subtitle: 'subTitle1' } },
});
