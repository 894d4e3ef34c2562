import { useId } from 'react';
import type { RecipeNode } from './types';
import styles from './Recipe.module.css';

/** 90 -> "1 hr 30 min". */
export function formatMinutes(minutes: unknown): string | null {
  const total = typeof minutes === 'number' ? Math.round(minutes) : NaN;
  if (!Number.isFinite(total) || total <= 0) return null;
  const hours = Math.floor(total / 60);
  const mins = total % 60;
  return [hours ? `${hours} hr` : '', mins ? `${mins} min` : ''].filter(Boolean).join(' ');
}

/** A section's own title, unless it only repeats the heading above it ('Method' under 'Method'). */
function sectionTitle(title: unknown, heading: string): string | null {
  const text = typeof title === 'string' ? title.trim() : '';
  return text && text.toLowerCase() !== heading.toLowerCase() ? text : null;
}

function clean(values: unknown): string[] {
  return Array.isArray(values) ? values.filter((v): v is string => typeof v === 'string' && v.trim() !== '') : [];
}

/** A recipe card (yield, calories, times, ingredients, method); its Recipe JSON-LD comes with the page's (recipesJsonLd). */
export default function Recipe({ value }: { value: RecipeNode }) {
  const titleId = useId();
  const title = value.title?.trim() || 'Recipe';
  const facts: [string, string][] = [];
  if (value.yield !== undefined && value.yield !== null && String(value.yield).trim()) facts.push(['Makes', String(value.yield)]);
  if (typeof value.calories === 'number') facts.push(['Calories', `${Math.round(value.calories)} kcal`]);
  const prep = formatMinutes(value.prepTime);
  const cook = formatMinutes(value.cookTime);
  const total = formatMinutes(value.totalTime ?? ((value.prepTime ?? 0) + (value.cookTime ?? 0) || undefined));
  if (prep) facts.push(['Prep time', prep]);
  if (cook) facts.push(['Cook time', cook]);
  if (total) facts.push(['Total time', total]);
  const ingredients = (value.ingredientsSection ?? []).filter((s) => clean(s?.items).length > 0);
  const instructions = (value.instructionsSection ?? []).filter((s) => clean(s?.steps).length > 0);

  return (
    <section className={styles.recipe} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {facts.length ? (
        <dl className={styles.facts}>
          {facts.map(([term, detail]) => (
            <div key={term} className={styles.fact}>
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <div className={styles.body}>
        {ingredients.length ? (
          <div>
            <h3 className={styles.sectionHeading}>Ingredients</h3>
            {ingredients.map((section, i) => (
              <div key={section._key ?? i}>
                {sectionTitle(section.title, 'Ingredients') ? <h4 className={styles.subHeading}>{sectionTitle(section.title, 'Ingredients')}</h4> : null}
                <ul className={styles.ingredients}>
                  {clean(section.items).map((item, j) => (
                    <li key={j}>{item}</li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        ) : null}
        {instructions.length ? (
          <div>
            <h3 className={styles.sectionHeading}>Method</h3>
            {instructions.map((section, i) => (
              <div key={section._key ?? i}>
                {sectionTitle(section.title, 'Method') ? <h4 className={styles.subHeading}>{sectionTitle(section.title, 'Method')}</h4> : null}
                <ol className={styles.steps}>
                  {clean(section.steps).map((step, j) => (
                    <li key={j}>{step}</li>
                  ))}
                </ol>
              </div>
            ))}
          </div>
        ) : null}
      </div>
    </section>
  );
}
