import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { ACTIVITY_LEVELS, MAX_WEIGHT_KG, MIN_WEIGHT_KG, calculatorQuery, dailyProteinTarget, servesFor } from '@/lib/protein-calculator';
import type { CalculatorView, ProteinRow } from '@/lib/protein-calculator';
import styles from './ProteinCalculator.module.css';

interface Props {
  reference?: ProteinRow | null;
  /** The page's view: the weight and level it was asked for, and the table's order, which a post keeps. */
  view: CalculatorView;
  /** Told the weight and level as they change once hydrated (the table's sort links carry them). */
  onTarget?: (target: Pick<CalculatorView, 'weight' | 'level'>) => void;
  /** Told when 'Work out my target' is pressed with an answer to show, once hydrated. */
  onAnswer?: () => void;
}

/**
 * Daily protein target from body weight and activity level, with a general-guide disclaimer. A GET form: without
 * JavaScript its button asks the server for the page with that answer; once hydrated the answer follows every
 * keystroke and the button only brings the answer to the reader.
 */
export default function ProteinTargetForm({ reference, view, onTarget, onAnswer }: Props) {
  const id = useId();
  const [weight, setWeight] = useState(view.weight);
  const [level, setLevel] = useState<string>(view.level);
  const weightRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const resultRef = useRef<HTMLDivElement>(null);
  const kg = Number(weight.replace(',', '.'));
  const target = weight.trim() ? dailyProteinTarget(kg, level) : null;
  const invalid = weight.trim() !== '' && target === null;
  const { sort, dir } = calculatorQuery(view);
  const range = target ? (target.minGrams === target.maxGrams ? `${target.minGrams} g` : `${target.minGrams}–${target.maxGrams} g`) : null;

  // A weight typed or a level picked in the server's HTML before hydration is still in the form: it is the answer.
  useEffect(() => {
    const typed = weightRef.current?.value;
    if (typed !== undefined && typed !== view.weight) setWeight(typed);
    const picked = formRef.current?.querySelector<HTMLInputElement>('input[name="level"]:checked')?.value;
    if (picked && picked !== view.level) setLevel(picked);
  }, [view.weight, view.level]);

  useEffect(() => {
    const known = ACTIVITY_LEVELS.find((option) => option.id === level)?.id;
    if (known) onTarget?.({ weight, level: known });
  }, [weight, level, onTarget]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // No answer for the weight as it stands (none, or one it cannot use): the box, with its message, is where to go on.
    (target ? resultRef.current : weightRef.current)?.focus();
    if (target) onAnswer?.();
  };

  return (
    <section id="protein-target" className={styles.target} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your daily protein target</h2>
      <form ref={formRef} className={styles.form} method="get" action="/protein-calculator#protein-target" onSubmit={onSubmit} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-weight`}>Body weight (kg)</label>
          <input
            ref={weightRef}
            id={`${id}-weight`}
            name="weight"
            type="number"
            inputMode="decimal"
            min={MIN_WEIGHT_KG}
            max={MAX_WEIGHT_KG}
            step="0.5"
            value={weight}
            onChange={(event) => setWeight(event.target.value)}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? `${id}-weight-error` : undefined}
          />
          {invalid ? (
            <p id={`${id}-weight-error`} className={styles.error}>
              Enter a weight between {MIN_WEIGHT_KG} and {MAX_WEIGHT_KG} kg.
            </p>
          ) : null}
        </div>
        {/* Radios, not a select: on a phone a select shows its chosen level cut short, and the levels' names are long. */}
        <fieldset className={styles.levels}>
          <legend>Activity level</legend>
          {ACTIVITY_LEVELS.map((option) => (
            <label key={option.id} className={styles.level}>
              <input type="radio" name="level" value={option.id} checked={level === option.id} onChange={() => setLevel(option.id)} />
              <span>
                {option.label} ({option.minPerKg === option.maxPerKg ? option.minPerKg : `${option.minPerKg}–${option.maxPerKg}`} g/kg)
              </span>
            </label>
          ))}
        </fieldset>
        {/* The table's order travels with the form, so a new target keeps it. */}
        <input type="hidden" name="sort" value={sort} />
        <input type="hidden" name="dir" value={dir} />
        <div className={styles.actions}>
          <button type="submit" className="button">
            Work out my target
          </button>
        </div>
      </form>
      <div ref={resultRef} className={styles.result} aria-live="polite" tabIndex={-1}>
        {range && target ? (
          <>
            <p className={styles.resultValue}>
              About <strong>{range}</strong> of protein a day
            </p>
            {reference ? (
              <p>
                One serve of {reference.name} gives {reference.proteinPerServeGrams} g, so {target.minGrams === target.maxGrams ? 'that target is' : 'the top of that range is'}{' '}
                {servesFor(target.maxGrams, reference.proteinPerServeGrams)} serves&apos; worth. Most of your protein should still come from food.
              </p>
            ) : null}
          </>
        ) : (
          <p>Enter your body weight to see a suggested range.</p>
        )}
      </div>
      <p className={styles.disclaimer}>
        A general guide only, not medical advice: about 0.8 g per kg of body weight suits most inactive adults (the adult
        recommended dietary intake), 1.2–1.6 g/kg regular exercise and 1.6–2.2 g/kg strength training (ranges from
        sports-nutrition position stands such as the International Society of Sports Nutrition&apos;s, 2017). If you are
        pregnant, have kidney disease or another condition, talk to your doctor or an accredited practising dietitian.
      </p>
    </section>
  );
}
