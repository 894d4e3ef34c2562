// A page's Lighthouse runs compared with the empty app's, round by round. The bench runs the floor and the pages
// interleaved, so round r of a page and round r of the floor saw the same machine: the difference is taken per round
// and summarised (median and quartiles), and each goal is counted in the rounds that met it. On a busy 2-core machine
// a page's TBT moves by hundreds of ms between rounds; the quartiles and the count show how much of a figure is noise.
import { median, percentile } from './stats.mjs';

/** The goals of a page against the empty app: performance at most 3 points lower, TBT +100 ms, LCP +300 ms. */
const FLOOR_GOALS = [
  { key: 'performance', column: 'performanceVsFloor', label: 'performance', limit: -3, better: 'higher' },
  { key: 'tbtMs', column: 'tbtVsFloorMs', label: 'TBT', limit: 100, better: 'lower' },
  { key: 'lcpMs', column: 'lcpVsFloorMs', label: 'LCP', limit: 300, better: 'lower' },
];

function signed(value) {
  return value > 0 ? `+${value}` : String(value);
}

/** A measure's page-minus-floor difference in each round where both have it (pageRuns, floorRuns: in round order). */
export function pairedDifferences(pageRuns, floorRuns, key) {
  const differences = [];
  for (let round = 0; round < Math.min(pageRuns.length, floorRuns.length); round += 1) {
    const page = pageRuns[round][key];
    const floor = floorRuns[round][key];
    if (typeof page === 'number' && typeof floor === 'number') differences.push(page - floor);
  }
  return differences;
}

/**
 * pageRuns and floorRuns are the rounds' samples, in round order (round r of each ran back to back). Returns, for
 * every goal's measure, the median per-round difference (in the goal's `column`), its quartiles as text (the column
 * + `Iqr`, "p25..p75"), and one line counting the rounds that met each goal (`goalRounds`: "performance 4/5, ...").
 */
export function compareWithFloor(pageRuns, floorRuns) {
  const result = {};
  const counts = [];
  for (const { key, column, label, limit, better } of FLOOR_GOALS) {
    const differences = pairedDifferences(pageRuns, floorRuns, key);
    if (differences.length === 0) {
      result[column] = null;
      result[`${column}Iqr`] = null;
      continue;
    }
    result[column] = Math.round(median(differences));
    result[`${column}Iqr`] = `${signed(Math.round(percentile(differences, 25)))}..${signed(Math.round(percentile(differences, 75)))}`;
    const met = differences.filter((difference) => (better === 'higher' ? difference >= limit : difference <= limit)).length;
    counts.push(`${label} ${met}/${differences.length}`);
  }
  result.goalRounds = counts.join(', ');
  return result;
}
