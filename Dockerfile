# syntax=docker/dockerfile:1
# The production image: Next's standalone server (`node server.js`) as a non-root user (ADR 0061).
# Not built or run by the tests here: `npm test` runs the same standalone server outside a container.
ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund

FROM ${NODE_IMAGE} AS build
WORKDIR /app
ENV NEXT_TELEMETRY_DISABLED=1
COPY --from=deps /app/node_modules ./node_modules
COPY . .
# The build traces what the server needs into .next/standalone; --prepare adds the static files and public/.
RUN node_modules/.bin/next build && node scripts/standalone-server.mjs --prepare

FROM ${NODE_IMAGE} AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/app/.data
RUN groupadd --system --gid 1001 app && useradd --system --uid 1001 --gid app --no-create-home app
COPY --from=build --chown=app:app /app/.next/standalone ./
# Only for PGlite (no DATABASE_URL): one container's own database, never shared between instances.
RUN mkdir -p /app/.data && chown app:app /app/.data
USER app
EXPOSE 3000
# SIGTERM: not ready at once, open chat streams get SHUTDOWN_GRACE_SECONDS, then exit 0 (ADR 0060).
STOPSIGNAL SIGTERM
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server.js"]
