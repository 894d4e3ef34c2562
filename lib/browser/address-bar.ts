/**
 * The address bar written in place: a view shown without a route change (a sort, a worked-out answer, a variant
 * chosen by the address) is put in the address bar as its link would have it, without a history entry of its own
 * and without Next's route events (which close an open menu or panel). Next's entry learns the address too, so Back
 * to this entry from another page asks for what it shows. Whatever shows the address (the header's Sign in link,
 * which comes back to it) hears of the change.
 */
const ADDRESS_SHOWN = 'shop:address-shown';

export function showAddressInPlace(href: string): void {
  window.history.replaceState({ ...window.history.state, url: href, as: href }, '', href);
  window.dispatchEvent(new Event(ADDRESS_SHOWN));
}

/**
 * Calls `onChange` when the address is written in place (`showAddressInPlace`). Back and Forward are route changes
 * of Next's (a shallow one within a listing), which render whatever reads the router again.
 */
export function subscribeToAddress(onChange: () => void): () => void {
  window.addEventListener(ADDRESS_SHOWN, onChange);
  return () => window.removeEventListener(ADDRESS_SHOWN, onChange);
}

/** The address shown, path and query (no fragment). */
export function currentAddress(): string {
  return `${window.location.pathname}${window.location.search}`;
}
