import { certificateEmailSender, RETRY_MS } from '@/lib/commerce/embedded/gift-certificate-emails';

/*
 * A gift certificate email that could not be sent is tried again after a wait, longer after each failure, so it does
 * not wait for the next order; once a sending goes through, nothing more is scheduled.
 */
describe('gift certificate emails tried again after a failure', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  async function advance(ms: number) {
    await jest.advanceTimersByTimeAsync(ms);
  }

  it('tries again after each wait in turn until a sending goes, then stops', async () => {
    const outcomes = [true, true, true, false];
    const send = jest.fn(async () => ({ failed: outcomes.shift() ?? false }));
    const run = certificateEmailSender(send);

    await run();
    expect(send).toHaveBeenCalledTimes(1);
    await advance(RETRY_MS[0] - 1);
    expect(send).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(send).toHaveBeenCalledTimes(2);
    await advance(RETRY_MS[1]);
    expect(send).toHaveBeenCalledTimes(3);
    await advance(RETRY_MS[2]);
    expect(send).toHaveBeenCalledTimes(4);
    // That one went: nothing else is scheduled.
    await advance(RETRY_MS[3] * 3);
    expect(send).toHaveBeenCalledTimes(4);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('keeps one timer: a sending after the next order takes the place of the one waiting, and a success starts the waits over', async () => {
    const outcomes = [true, true, false, true];
    const send = jest.fn(async () => ({ failed: outcomes.shift() ?? false }));
    const run = certificateEmailSender(send);

    await run();
    await run(); // the next order, before the wait is over: fails again
    expect(jest.getTimerCount()).toBe(1);
    await advance(RETRY_MS[1]);
    expect(send).toHaveBeenCalledTimes(3); // went: no timer
    expect(jest.getTimerCount()).toBe(0);
    await run(); // a later failure waits the first wait again
    await advance(RETRY_MS[0]);
    expect(send).toHaveBeenCalledTimes(5);
  });

  it('waits an hour between tries once the waits have run out', async () => {
    const send = jest.fn(async () => ({ failed: true }));
    const run = certificateEmailSender(send);
    await run();
    for (const wait of RETRY_MS) await advance(wait);
    expect(send).toHaveBeenCalledTimes(1 + RETRY_MS.length);
    await advance(RETRY_MS.at(-1)!);
    expect(send).toHaveBeenCalledTimes(2 + RETRY_MS.length);
  });
});
