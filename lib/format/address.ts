type Part = string | null | undefined;

/** An address's town line as on a parcel: suburb, state and postcode, space-separated ("Fitzroy Victoria 3065"). */
export function townLine(city: Part, state: Part, postcode: Part): string {
  return [city, state, postcode].filter(Boolean).join(' ');
}
