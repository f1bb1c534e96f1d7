# syntax=docker/dockerfile:1
# A remote (or, if ever needed, the shell) as static files behind nginx, so each team
# redeploys its remote alone (DESIGN.md §1, §9):
#
#   docker build -f infra/deploy/docker/static-web.Dockerfile --build-arg APP=mf-storefront -t asp/mf-storefront .
#
# The files are served under /remotes/<APP>/ — the path the Ingress routes to this
# deployment and that /remotes.json names — with webpack's publicPath 'auto' the chunks
# load from wherever the manifest was found.
ARG NODE_VERSION=20

FROM node:${NODE_VERSION}-bookworm-slim AS build
ARG APP
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN node infra/dev/build-web.mjs ${APP}

FROM nginx:1.27-alpine
ARG APP
COPY infra/deploy/docker/nginx-static.conf /etc/nginx/conf.d/default.conf
COPY --from=build /app/dist/${APP} /usr/share/nginx/html/remotes/${APP}
EXPOSE 80
