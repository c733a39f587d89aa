# syntax=docker/dockerfile:1
# Two deployables, one file:
#   docker build --target api -t golf-api .   the API: node dist/main.js; the release step: node dist/migrate.js
#   docker build --target web -t golf-web .   the shell and every remote, each on its own port (scripts/serve-web.mjs)
# Production images hold production dependencies only; nothing compiles TypeScript at run time.
ARG NODE_IMAGE=node:22-bookworm-slim

# Every workspace's dependencies, to build with. No install scripts: nothing built here needs one.
FROM ${NODE_IMAGE} AS deps
WORKDIR /app
COPY . .
RUN npm ci --ignore-scripts --no-audit --no-fund

FROM deps AS api-build
RUN npm run build -w api

# The front-ends' release (builds without their source maps, and what the registry reads); the maps stay in
# /sourcemaps of this stage: docker build --target web-build, then copy them out for an error tracker.
FROM deps AS web-build
RUN npm run build && node scripts/release-web.mjs /release /sourcemaps

FROM ${NODE_IMAGE} AS api
ENV NODE_ENV=production API_HOST=0.0.0.0 API_PORT=4000
WORKDIR /app
# The root manifest and lockfile with the api workspace alone: npm installs exactly its production dependencies.
COPY package.json package-lock.json ./
COPY api/package.json api/
RUN npm ci --omit=dev --omit=peer --omit=optional --workspace api --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
COPY --from=api-build /app/api/dist api/dist
WORKDIR /app/api
USER node
EXPOSE 4000
CMD ["node", "--enable-source-maps", "dist/main.js"]

FROM ${NODE_IMAGE} AS web
ENV NODE_ENV=production WEB_HOST=0.0.0.0
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --omit=peer --omit=optional --workspaces=false --ignore-scripts --no-audit --no-fund \
  && npm cache clean --force
COPY --from=web-build /release ./
USER node
# The shell and every remote of scripts/rspack/apps.mjs (scripts/deployment-ports.test.ts holds this to it).
EXPOSE 3000-3008
CMD ["node", "scripts/serve-web.mjs"]
