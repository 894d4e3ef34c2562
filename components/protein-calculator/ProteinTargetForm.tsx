import { useId, useState } from 'react';
import { ACTIVITY_LEVELS, MAX_WEIGHT_KG, MIN_WEIGHT_KG, dailyProteinTarget, servesFor } from '@/lib/protein-calculator';
import type { ProteinRow } from '@/lib/protein-calculator';
import styles from './ProteinCalculator.module.css';

/** Daily protein target from body weight and activity level, with a general-guide disclaimer. */
export default function ProteinTargetForm({ reference }: { reference?: ProteinRow | null }) {
  const id = useId();
  const [weight, setWeight] = useState('75');
  const [level, setLevel] = useState<string>('active');
  const kg = Number(weight.replace(',', '.'));
  const target = weight.trim() ? dailyProteinTarget(kg, level) : null;
  const invalid = weight.trim() !== '' && target === null;
  const range = target ? (target.minGrams === target.maxGrams ? `${target.minGrams} g` : `${target.minGrams}–${target.maxGrams} g`) : null;

  return (
    <section className={styles.target} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>Your daily protein target</h2>
      <form className={styles.form} onSubmit={(event) => event.preventDefault()} noValidate>
        <div className={styles.field}>
          <label htmlFor={`${id}-weight`}>Body weight (kg)</label>
          <input
            id={`${id}-weight`}
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
              <input type="radio" name={`${id}-level`} value={option.id} checked={level === option.id} onChange={() => setLevel(option.id)} />
              <span>
                {option.label} ({option.minPerKg === option.maxPerKg ? option.minPerKg : `${option.minPerKg}–${option.maxPerKg}`} g/kg)
              </span>
            </label>
          ))}
        </fieldset>
      </form>
      <div className={styles.result} aria-live="polite">
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
