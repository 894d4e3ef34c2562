/** @jest-environment node */
import { AU_POSTCODES, isPostcodeOfState } from '@/lib/accounts/au-postcodes';
import { AU_STATES } from '@/lib/accounts/fields';

const ACT = 'Australian Capital Territory';
const NSW = 'New South Wales';
const NT = 'Northern Territory';
const QLD = 'Queensland';
const SA = 'South Australia';
const TAS = 'Tasmania';
const VIC = 'Victoria';
const WA = 'Western Australia';

/** The states a postcode goes with. */
const statesOf = (postcode: string) => AU_STATES.filter((state) => isPostcodeOfState(postcode, state));

describe('Australian postcodes by state and territory', () => {
  it.each([
    // The ACT: its PO boxes, then its two blocks cut out of the New South Wales numbers.
    ['0199', []],
    ['0200', [ACT]],
    ['0299', [ACT]],
    ['0300', []],
    ['2599', [NSW]],
    ['2600', [ACT]],
    ['2610', [ACT]],
    ['2611', [ACT, NSW]],
    ['2617', [ACT]],
    ['2618', [ACT, NSW]],
    ['2619', [NSW]],
    ['2620', [ACT, NSW]],
    ['2621', [NSW]],
    ['2899', [NSW]],
    ['2900', [ACT]],
    ['2920', [ACT]],
    ['2921', [NSW]],
    ['2999', [NSW]],
    ['2540', [ACT, NSW]],
    // New South Wales' PO boxes.
    ['0999', [NT]],
    ['1000', [NSW]],
    ['1999', [NSW]],
    ['2000', [NSW]],
    // The Northern Territory, and 0872 shared with the lands of South Australia and Western Australia beside it.
    ['0799', []],
    ['0800', [NT]],
    ['0871', [NT]],
    ['0872', [NT, SA, WA]],
    ['0899', [NT]],
    ['0900', [NT]],
    ['4824', [QLD]],
    ['4825', [NT, QLD]],
    // Victoria, and New South Wales localities along the Murray served from it.
    ['3000', [VIC]],
    ['3644', [NSW, VIC]],
    ['3999', [VIC]],
    ['7999', [TAS]],
    ['8000', [VIC]],
    ['8999', [VIC]],
    // Queensland, Mungindi across the border, and New South Wales localities served from Queensland.
    ['2406', [NSW, QLD]],
    ['4000', [QLD]],
    ['4380', [NSW, QLD]],
    ['4383', [NSW, QLD]],
    ['4999', [QLD]],
    ['9000', [QLD]],
    ['9999', [QLD]],
    // South Australia.
    ['5000', [SA]],
    ['5799', [SA]],
    ['5800', [SA]],
    ['5999', [SA]],
    // Western Australia, with Christmas Island and the Cocos (Keeling) Islands.
    ['6000', [WA]],
    ['6797', [WA]],
    ['6798', [WA]],
    ['6799', [WA]],
    ['6800', [WA]],
    ['6999', [WA]],
    // Tasmania.
    ['7000', [TAS]],
    ['7799', [TAS]],
    ['7800', [TAS]],
  ])('%s goes with %p', (postcode, states) => {
    expect(statesOf(postcode)).toEqual(states);
  });

  it("has no state's delivery or PO box range overlapping another state's", () => {
    const owners = new Map<number, string>();
    for (const [state, { delivery, poBoxes }] of Object.entries(AU_POSTCODES)) {
      for (const [first, last] of [...delivery, ...poBoxes]) {
        expect(first).toBeLessThanOrEqual(last);
        for (let code = first; code <= last; code += 1) {
          expect([code, owners.get(code) ?? state]).toEqual([code, state]);
          owners.set(code, state);
        }
      }
    }
  });

  it('shares a postcode only where it is not already the state\'s own, and judges only the 8 states and territories', () => {
    for (const [state, { delivery, poBoxes, shared }] of Object.entries(AU_POSTCODES)) {
      for (const code of shared) expect([code, [...delivery, ...poBoxes].some(([first, last]) => code >= first && code <= last)]).toEqual([code, false]);
      expect(AU_STATES).toContain(state);
    }
    expect(Object.keys(AU_POSTCODES).sort()).toEqual([...AU_STATES].sort());
    expect(isPostcodeOfState('3000', 'Otago')).toBe(true);
  });
});
