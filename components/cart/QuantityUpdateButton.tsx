import { useHydrated } from '@/hooks/use-hydrated';
import { quantityFormId } from './QuantityStepper';

/**
 * The submit of a line's quantity form for a page without JavaScript (yet), placed after the line's other
 * controls with the `form` attribute, so that nothing moves when it goes: once the page has hydrated, the stepper
 * sends its changes itself.
 */
export default function QuantityUpdateButton({ lineId, name }: { lineId: string; name: string }) {
  const hydrated = useHydrated();
  if (hydrated) return null;
  return (
    <button type="submit" form={quantityFormId(lineId)} className="button button-secondary" aria-label={`Update quantity of ${name}`}>
      Update
    </button>
  );
}
