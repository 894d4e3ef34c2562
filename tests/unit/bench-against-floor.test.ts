import { compareWithFloor, pairedDifferences } from '../../scripts/bench/against-floor.mjs';

const run = (performance: number, tbtMs: number, lcpMs: number) => ({ performance, tbtMs, lcpMs });

describe('compareWithFloor (the bench: a page against the empty app, round by round)', () => {
  it('takes the difference within each round, not between the two medians', () => {
    // The machine slows down in round 3 for both: per round the page is always 50-60 ms over the floor.
    const floor = [run(100, 40, 800), run(100, 50, 820), run(95, 400, 1200)];
    const page = [run(98, 90, 1000), run(97, 110, 1010), run(92, 450, 1500)];
    const result = compareWithFloor(page, floor);
    expect(result.tbtVsFloorMs).toBe(50);
    // The medians' difference (110 - 50) would say 60; the rounds say 50, 60 and 50.
    expect(result.tbtVsFloorMsIqr).toBe('+50..+60');
    expect(result.performanceVsFloor).toBe(-3);
    expect(result.lcpVsFloorMs).toBe(200);
  });

  it('counts the rounds that met each goal: performance within 3 points, TBT +100 ms, LCP +300 ms', () => {
    const floor = [run(100, 50, 800), run(100, 50, 800), run(100, 50, 800), run(100, 50, 800)];
    const page = [run(97, 150, 1100), run(96, 151, 1101), run(99, 20, 700), run(90, 500, 2000)];
    const result = compareWithFloor(page, floor);
    expect(result.goalRounds).toBe('performance 2/4, TBT 2/4, LCP 2/4');
  });

  it('signs the quartiles and leaves out a round where a measure is missing', () => {
    const floor = [run(100, 100, 800), { performance: 100, tbtMs: null, lcpMs: 800 }, run(100, 100, 800)];
    const page = [run(100, 60, 700), run(100, 70, 700), run(100, 130, 1200)];
    expect(pairedDifferences(page, floor, 'tbtMs')).toEqual([-40, 30]);
    const result = compareWithFloor(page, floor);
    expect(result.tbtVsFloorMsIqr).toBe('-40..+30');
    expect(result.goalRounds).toBe('performance 3/3, TBT 2/2, LCP 2/3');
  });

  it('gives no figure for a measure no round has', () => {
    const result = compareWithFloor([{ performance: 90 }], [{ performance: 100 }]);
    expect(result.tbtVsFloorMs).toBeNull();
    expect(result.goalRounds).toBe('performance 0/1');
  });
});
