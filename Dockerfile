# syntax=docker/dockerfile:1
# The shop as one image: `docker build -t shop .` then
# `docker run -p 3000:3000 -v shop-data:/data -e SESSION_SECRET=… shop`.

FROM node:24-slim AS base
WORKDIR /app

# Build the browser and server bundles with every dependency.
FROM base AS build
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npx react-router build

# Production dependencies only, less what never runs: TypeScript (24 MB, an optional peer of
# React Router and i18next that npm installs anyway) and type declarations.
FROM base AS production-deps
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund \
  && rm -rf node_modules/typescript node_modules/@types node_modules/csstype \
  && npm cache clean --force

FROM base
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
COPY --from=production-deps /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY package.json ./
# The server runs its TypeScript directly and shares core/ with the app (schemas, the design
# renderer); messages come from locales/; the print renderer loads the design fonts from
# public/fonts/design (the browser's copy of public/ is in build/client). Tests stay out
# (.dockerignore).
COPY server ./server
COPY core ./core
COPY locales ./locales
COPY public/fonts/design ./public/fonts/design
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
# Liveness, not readiness: Docker and Swarm restart an unhealthy container, which cures a stuck
# process but not an unreachable PostgreSQL (server/readiness.ts). Load balancers ask /readyz.
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/healthz`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# Node 24 runs the TypeScript entry directly (type stripping); the app itself is the built bundle.
# A quiet server keeps its heap's size rather than shrinking it, so the pages after a pause are not
# slowed while it grows back (decision 028; the same flags as `npm start`).
CMD ["node", "--no-memory-reducer-favors-memory", "server/index.ts"]
