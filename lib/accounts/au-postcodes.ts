/**
 * The postcodes of each Australian state and territory, as Australia Post allocates them: the delivery ranges, the
 * ranges kept for PO boxes and large volume receivers, and single postcodes a state shares with a neighbour
 * (localities on one side of a border served by a mail centre on the other, and the territories addressed as part
 * of a state). A postcode goes with a state when it is in one of that state's lists.
 */
import type { AU_STATES } from './fields';

type Range = readonly [first: number, last: number];

interface Allocation {
  delivery: readonly Range[];
  poBoxes: readonly Range[];
  shared: readonly number[];
}

export const AU_POSTCODES: Record<(typeof AU_STATES)[number], Allocation> = {
  // 2540: the Jervis Bay Territory. 2620: ACT localities served from Queanbeyan (Beard, Hume, Oaks Estate, Tharwa).
  'Australian Capital Territory': { delivery: [[2600, 2618], [2900, 2920]], poBoxes: [[200, 299]], shared: [2540, 2620] },
  // 2611 and 2618: NSW localities in the ACT's numbers (Uriarra, Brindabella; Wallaroo, Springrange). Along the
  // Murray, NSW localities served from Victoria (Barooga 3644, Murray Downs 3585 ...); along the Queensland border,
  // from Queensland (Mingoola 4380, Jennings 4383, Camp Creek 4385 ...). 2899 (Norfolk Island) is in the range.
  'New South Wales': {
    delivery: [[2000, 2599], [2619, 2899], [2921, 2999]],
    poBoxes: [[1000, 1999]],
    shared: [2611, 2618, 3500, 3585, 3586, 3644, 3691, 3707, 4377, 4380, 4383, 4385],
  },
  // 4825: Barkly localities served from Mount Isa.
  'Northern Territory': { delivery: [[800, 899]], poBoxes: [[900, 999]], shared: [4825] },
  // 2406: Mungindi, whose Queensland side has the New South Wales town's postcode.
  Queensland: { delivery: [[4000, 4999]], poBoxes: [[9000, 9999]], shared: [2406] },
  // 0872: the Anangu Pitjantjatjara Yankunytjatjara lands, served from Alice Springs.
  'South Australia': { delivery: [[5000, 5799]], poBoxes: [[5800, 5999]], shared: [872] },
  Tasmania: { delivery: [[7000, 7799]], poBoxes: [[7800, 7999]], shared: [] },
  Victoria: { delivery: [[3000, 3999]], poBoxes: [[8000, 8999]], shared: [] },
  // 0872: the Ngaanyatjarra lands, served from Alice Springs. 6798 and 6799: Christmas Island and the Cocos (Keeling) Islands.
  'Western Australia': { delivery: [[6000, 6797]], poBoxes: [[6800, 6999]], shared: [872, 6798, 6799] },
};

/**
 * Whether the 4-digit `postcode` goes with `state` (one of AU_STATES). A state not in the list is not judged here
 * (the state's own rule refuses it).
 */
export function isPostcodeOfState(postcode: string, state: string): boolean {
  const allocation = AU_POSTCODES[state as keyof typeof AU_POSTCODES];
  if (!allocation) return true;
  const code = Number(postcode);
  const within = ([first, last]: Range) => code >= first && code <= last;
  return allocation.delivery.some(within) || allocation.poBoxes.some(within) || allocation.shared.includes(code);
}
