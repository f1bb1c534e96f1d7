# syntax=docker/dockerfile:1
# One image recipe for every Node service (DESIGN.md §10), chosen with a build argument:
#
#   docker build -f infra/deploy/docker/node-service.Dockerfile --build-arg SERVICE=catalog -t asp/catalog .
#   docker build -f infra/deploy/docker/node-service.Dockerfile --build-arg SERVICE=gateway --target gateway -t asp/gateway .
#
# Services run their TypeScript through tsx (a runtime dependency), exactly as in
# development: no separate compile step whose output could differ from what was tested.
# The build context is the repository root.
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS runtime-deps
WORKDIR /app
COPY package.json package-lock.json ./
# Production dependencies only; install scripts as approved in package.json allowScripts.
RUN npm ci --omit=dev && npm cache clean --force

FROM node:${NODE_VERSION}-bookworm-slim AS shell-build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN node infra/dev/build-web.mjs shell

FROM node:${NODE_VERSION}-bookworm-slim AS base
ARG SERVICE
ENV NODE_ENV=production \
    SERVICE=${SERVICE} \
    HOST=0.0.0.0
WORKDIR /app
COPY --from=runtime-deps /app/node_modules ./node_modules
COPY package.json tsconfig.base.json tsconfig.json ./
COPY libs ./libs
COPY services/${SERVICE} ./services/${SERVICE}
USER node
# exec: the service itself receives SIGTERM and shuts down cleanly (server-kit runService).
CMD ["sh", "-c", "exec node --import tsx services/${SERVICE}/src/main.ts"]

# The gateway (SERVICE=gateway) also serves the built shell; the remotes have their own images.
FROM base AS gateway
ENV SERVE_REMOTES=false \
    WEB_DIST_DIR=/app/dist
COPY --from=shell-build /app/dist/shell ./dist/shell
# Website pages are rendered on the server by the website's own components (gateway
# website-pages.ts loads mf-cms/src/server/render-page.tsx through tsx).
COPY mf-cms/src ./mf-cms/src

# Default target: a domain service.
FROM base AS service
