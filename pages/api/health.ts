import { defineRoute } from '@/lib/http/route';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/health (liveness): 200 while the process serves requests, during a shutdown drain too. It calls no
 * dependency, so a slow database or a hosted outage never gets a live instance restarted. Answers
 * `{ "status": "ok" }` as it is (probes read the status code), not wrapped in `{ data }`.
 */
export default defineRoute({
  GET: ({ res }) => {
    res.setHeader('Cache-Control', 'no-store');
    res.status(200).json({ status: 'ok' });
  },
});
