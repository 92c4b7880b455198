# syntax=docker/dockerfile:1
# Backline in a container (README "Docker", docs/decisions/109). Three stages: the build, which
# needs the dev dependencies; the production dependencies alone; and the image, which runs the
# built server with node as the unprivileged user `node`. The embedded PostgreSQL server runs
# inside it (its programs need glibc: a Debian base, not Alpine) and keeps its data, with the
# generated secrets, in the /data volume; or set DATABASE_URL.
#
#   docker build -t backline .
#   docker run -p 3000:3000 -v backline-data:/data -e PUBLIC_URL=https://backline.example backline

ARG NODE_IMAGE=node:20-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

FROM ${NODE_IMAGE} AS production-dependencies
WORKDIR /app
COPY package.json package-lock.json .npmrc ./
COPY scripts/prune-production.mjs scripts/
RUN npm ci --omit=dev --no-audit --no-fund \
  && node scripts/prune-production.mjs \
  && npm cache clean --force

FROM ${NODE_IMAGE}
# tini as PID 1: signals reach the server, and exited processes are reaped.
RUN apt-get update \
  && apt-get install -y --no-install-recommends tini \
  && rm -rf /var/lib/apt/lists/*
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data \
    DEMO_CONTENT=off
WORKDIR /app
COPY --from=production-dependencies /app/node_modules ./node_modules
COPY package.json package-lock.json ./
COPY scripts/build.mjs scripts/start.mjs scripts/seed-demo.mjs ./scripts/
COPY --from=build /app/dist ./dist
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
# Ready: the database answers, its migrations are applied, the email worker runs (/api/health).
# The first start creates the database: give it a minute.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/health').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "scripts/start.mjs"]
