import { routeQueryString, type SearchRouteState } from './url-state';

/**
 * The rest of the listing's state as hidden fields of a GET form (the price range, the sort, the results box): what
 * the form does not set itself stays as it is when the form is sent without JavaScript.
 */
export default function HiddenState({ route, omit }: { route: SearchRouteState; omit: readonly (keyof SearchRouteState)[] }) {
  const kept = Object.fromEntries(Object.entries(route).filter(([key]) => !omit.includes(key as keyof SearchRouteState))) as SearchRouteState;
  const fields = [...new URLSearchParams(routeQueryString(kept))];
  return (
    <>
      {fields.map(([name, value], i) => (
        <input key={`${name}-${i}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}
