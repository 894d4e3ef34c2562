import { useCallback, useEffect, useState } from 'react';
import type { CaptchaChallenge } from '@/lib/captcha/types';
import { apiFetch } from '@/lib/http/client-fetcher';

/**
 * The embedded captcha's current question (GET /api/captcha/challenge); `renew` fetches a new one. With `first` (the
 * challenge the page was rendered with), that one is the question until it is renewed.
 */
export function useCaptchaChallenge(enabled: boolean, first: CaptchaChallenge | null = null) {
  const [challenge, setChallenge] = useState<CaptchaChallenge | null>(first);
  const [error, setError] = useState(false);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!enabled || (version === 0 && first)) return;
    let active = true;
    apiFetch<CaptchaChallenge>('/api/captcha/challenge')
      .then((next) => {
        if (!active) return;
        setChallenge(next);
        setError(false);
      })
      .catch(() => {
        if (active) setError(true);
      });
    return () => {
      active = false;
    };
  }, [enabled, version, first]);

  const renew = useCallback(() => {
    setChallenge(null);
    setVersion((n) => n + 1);
  }, []);
  return { challenge, error, renew };
}
