import { renderHook } from '@testing-library/react';
import { useSWRConfig } from 'swr';

// The app mounts no SWRConfig (pages/_app.tsx): every page would load SWR for it. SWR's own defaults must therefore
// be the shop's cache defaults, on a normal connection (jsdom has no navigator.connection): dedupe 2 s, focus
// throttle 5 s, error retry 5 s, loading-slow 3 s. An SWR upgrade that changes one fails here.
test("SWR's own defaults are the shop's cache defaults", () => {
  const { result } = renderHook(() => useSWRConfig());
  expect(result.current).toMatchObject({
    dedupingInterval: 2000,
    focusThrottleInterval: 5000,
    errorRetryInterval: 5000,
    loadingTimeout: 3000,
    revalidateOnFocus: true,
  });
});
