/** Recipes: times in minutes, ingredient and method sections (components/content/Recipe, Recipe JSON-LD). */
import { IceCreamIcon } from '@sanity/icons';
import { defineArrayMember, defineField, defineType } from 'sanity';

const minutes = (name: string, title: string) =>
  defineField({ name, title, type: 'number', description: 'Minutes.', validation: (rule) => rule.integer().min(0).max(24 * 60) });

export const ingredientsSection = defineType({
  name: 'ingredientsSection',
  title: 'Ingredients',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Section title', type: 'string', description: 'e.g. Batter, Toppings', validation: (rule) => rule.max(80) }),
    defineField({
      name: 'items',
      title: 'Ingredients',
      type: 'array',
      of: [defineArrayMember({ type: 'string', validation: (rule) => rule.required().max(200) })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'title', items: 'items' }, prepare: ({ title, items }) => ({ title: title || 'Ingredients', subtitle: `${Array.isArray(items) ? items.length : 0} items` }) },
});

export const instructionsSection = defineType({
  name: 'instructionsSection',
  title: 'Method',
  type: 'object',
  fields: [
    defineField({ name: 'title', title: 'Section title', type: 'string', description: 'e.g. Method, Serve', validation: (rule) => rule.max(80) }),
    defineField({
      name: 'steps',
      title: 'Steps',
      type: 'array',
      of: [defineArrayMember({ type: 'text', rows: 2, validation: (rule) => rule.required().max(600) })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  preview: { select: { title: 'title', steps: 'steps' }, prepare: ({ title, steps }) => ({ title: title || 'Method', subtitle: `${Array.isArray(steps) ? steps.length : 0} steps` }) },
});

interface RecipeTimes {
  prepTime?: number;
  cookTime?: number;
  totalTime?: number;
}

export const recipe = defineType({
  name: 'recipe',
  title: 'Recipe',
  type: 'object',
  icon: IceCreamIcon,
  description: 'A recipe card with times, ingredients and method (also published as Recipe structured data).',
  fields: [
    defineField({ name: 'title', title: 'Title', type: 'string', validation: (rule) => rule.required().max(120) }),
    defineField({ name: 'yield', title: 'Makes', type: 'string', description: 'e.g. 2 serves (6 pancakes)', validation: (rule) => rule.max(80) }),
    defineField({ name: 'calories', title: 'Calories per serve', type: 'number', description: 'kcal.', validation: (rule) => rule.integer().min(0).max(5000) }),
    minutes('prepTime', 'Preparation time'),
    minutes('cookTime', 'Cooking time'),
    minutes('totalTime', 'Total time'),
    defineField({
      name: 'ingredientsSection',
      title: 'Ingredients',
      type: 'array',
      of: [defineArrayMember({ type: 'ingredientsSection' })],
      validation: (rule) => rule.required().min(1),
    }),
    defineField({
      name: 'instructionsSection',
      title: 'Method',
      type: 'array',
      of: [defineArrayMember({ type: 'instructionsSection' })],
      validation: (rule) => rule.required().min(1),
    }),
  ],
  validation: (rule) =>
    rule.custom((value: RecipeTimes | undefined) => {
      if (!value || value.totalTime === undefined) return true;
      const parts = (value.prepTime ?? 0) + (value.cookTime ?? 0);
      return value.totalTime >= parts ? true : 'Total time is shorter than preparation plus cooking time.';
    }),
  preview: { select: { title: 'title', subtitle: 'yield' }, prepare: ({ title, subtitle }) => ({ title: title || 'Recipe', subtitle: subtitle ? `Recipe, makes ${subtitle}` : 'Recipe' }) },
});
