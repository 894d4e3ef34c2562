/**
 * The hidden fields a form post carries for the server (lib/http/route.ts): the form's id (`_form`, so that the
 * page it comes back to knows which form the values and messages belong to), the method an HTML form cannot send
 * itself (`_method`: PUT, PATCH or DELETE) and the page to come back to (`returnTo`, a path of this site).
 */
export default function PostFields({ form, method, returnTo }: { form: string; method?: 'PUT' | 'PATCH' | 'DELETE'; returnTo?: string }) {
  return (
    <>
      <input type="hidden" name="_form" value={form} />
      {method && <input type="hidden" name="_method" value={method} />}
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
    </>
  );
}
