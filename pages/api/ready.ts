import { readiness } from '@/lib/health/readiness';
import { defineRoute } from '@/lib/http/route';

export const config = { api: { bodyParser: false } };

/**
 * GET /api/ready (readiness): 200 when this instance can take traffic, 503 when a required dependency is down
 * or shutdown has begun. Answers the report as it is (`{ status, dependencies: { name: { status, required,
 * ... } } }`, lib/health/readiness.ts), not wrapped in `{ data }`: probes read the status code, people the body.
 */
export default defineRoute({
  GET: async ({ res }) => {
    const report = await readiness();
    res.setHeader('Cache-Control', 'no-store');
    res.status(report.status === 'ready' ? 200 : 503).json(report);
  },
});
