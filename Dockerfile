# syntax=docker/dockerfile:1
# The production image, in two stages (README "Deploying: several instances"):
#   build   — every dependency (npm ci), then `npm run build`: client/dist (Vite) and server/dist/main.mjs
#             (esbuild: the server and @fixwise/shared as one plain-JavaScript file; npm packages stay imports)
#   runtime — the server's production dependencies only (npm ci --omit=dev), the two builds and the files the
#             server reads at run time (migrations, knowledge base, safety rules, language data); runs compiled JavaScript as the `node` user
# Build: docker build -t fixwise .   Run: docker compose up --build --scale app=3 (docker-compose.yml)
ARG NODE_IMAGE=node:24-bookworm-slim

FROM ${NODE_IMAGE} AS build
WORKDIR /app
# the manifests first: the dependency layer is reused until one of them changes
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# no install scripts: the build needs none (esbuild finds its platform binary without its postinstall), and
# this skips fetching the Node 24 binary of the devDependency node24, which only the test suite uses
RUN npm ci --no-audit --no-fund --ignore-scripts
COPY . .
# the root postinstall skipped above: drops node_modules/.bin/node (node24's link) so the build runs on this Node,
# and applies patches/ (patch-package: tRPC's WebSocket subscription loop, README "Decisions")
RUN node scripts/unshadow-node.mjs && npx patch-package --error-on-fail && npm run build

FROM ${NODE_IMAGE} AS runtime
WORKDIR /app
COPY package.json package-lock.json ./
COPY shared/package.json shared/
COPY server/package.json server/
COPY client/package.json client/
# the server workspace's dependencies (and shared's) without devDependencies, the client's libraries (already
# in client/dist) or the root's tools; no install script is needed by any of them
RUN npm ci --omit=dev --workspace=server --no-audit --no-fund --ignore-scripts \
  && npm cache clean --force
# tRPC as patched in the build stage (patches/): the install above ran no scripts
COPY --from=build /app/node_modules/@trpc/server node_modules/@trpc/server
COPY --from=build /app/client/dist client/dist
COPY --from=build /app/server/dist server/dist
# read at run time, relative to the server (server/dist/main.mjs resolves them as server/src did)
COPY server/drizzle server/drizzle
COPY server/knowledge server/knowledge
COPY server/safety server/safety
COPY server/language server/language
# DATA_DIR: the embedded database (without DATABASE_URL), mail written without SMTP_URL, IMAGE_STORE=file
RUN mkdir -p /app/data && chown node:node /app/data

ENV NODE_ENV=production \
    PORT=3000 \
    DATA_DIR=/app/data \
    NODE_OPTIONS=--enable-source-maps
USER node
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=5 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# SIGTERM drains within SHUTDOWN_DEADLINE_MS (8 s); the server handles it itself as PID 1
CMD ["node", "server/dist/main.mjs"]
