# syntax=docker/dockerfile:1
# The storefront as a container image: Next.js's standalone server alone, run by a non-root user.
#
#   docker build -t storefront .                                       # embedded shop (no configuration)
#   docker build --secret id=env,src=.env.production.local -t storefront .   # hosted services (see below)
#   docker run -p 3000:3000 -v storefront-data:/data --env-file .env.production.local storefront
#
# The build decides each service's mode and inlines public settings (SITE_URL, NEXT_PUBLIC_*), so it reads the
# same variables as the server. They come in as a BuildKit secret, mounted as an env file for `next build` only:
# nothing of it is written into any layer. The running container gets its variables from `docker run`/the
# orchestrator. docs/deploy.md has the whole story (volumes, Redis, balancers, health checks).

ARG NODE_VERSION=24

# ---------------------------------------------------------------- dependencies (all of them: the build needs dev tools)
FROM node:${NODE_VERSION}-slim AS deps
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm install --no-audit --no-fund

# ---------------------------------------------------------------- build: .next/standalone, .next/static
FROM node:${NODE_VERSION}-slim AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN --mount=type=secret,id=env,target=/app/.env.production.local,required=false npx next build

# ---------------------------------------------------------------- runtime: the standalone output only
FROM node:${NODE_VERSION}-slim AS runtime
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    NEXT_MANUAL_SIG_HANDLE=true \
    HOSTNAME=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
# The image's own unprivileged `node` user (uid 1000) owns the app (Next.js writes regenerated pages under
# .next) and the data volume (the embedded store and its generated secrets).
RUN mkdir -p /data && chown node:node /data
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
USER node
VOLUME ["/data"]
EXPOSE 3000
# Liveness: /api/health calls no dependency. Balancers should route on /api/ready instead (docs/deploy.md).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# SIGTERM drains: readiness 503, no new connections, requests in flight finish (SHUTDOWN_GRACE_MS), exit 0.
STOPSIGNAL SIGTERM
CMD ["node", "server.js"]
