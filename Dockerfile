# The site in one container: `node server.js` on port 3000, with the SQLite
# database in the /app/data volume, or PostgreSQL through DATABASE_URL (see
# compose.yaml). Details in docs/scaling.md.
#
#   docker build -t trener-site .
#   docker run -d --name trener -p 3000:3000 -v trener-data:/app/data \
#     --env-file .env --stop-timeout 35 trener-site
#
# Every setting (SITE_URL, RETENTION_MONTHS…) comes from the environment at
# run time: the server renders its pages when it starts.

# ---- build: all dependencies, the build, then only the production ones ----
FROM node:24-slim AS build
# No compiler: better-sqlite3 (13+) and sharp carry Node-API binaries for
# Linux x64 and arm64. The install also fetches the project's own Node (the
# `node` devDependency, docs/decisions/016), which `npm prune` removes: the
# runtime stage runs the image's Node 24.
WORKDIR /app
# `npm ci`: the lock lists every platform's optional binaries (sharp,
# esbuild, rollup), so the image gets exactly the tree CI tested.
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build \
 && npm prune --omit=dev --no-audit --no-fund

# ---- runtime: the build, production dependencies and the server ----
FROM node:24-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000
WORKDIR /app
# Owned by root: the app cannot change its own code, only /app/data.
COPY --from=build /app/package.json /app/server.js ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/scripts/cli-bundle.ts /app/scripts/db-backup.ts /app/scripts/content-export.ts /app/scripts/content-import.ts /app/scripts/admin-unlock.ts ./scripts/
RUN mkdir -p /app/data && chown node:node /app/data
# The SQLite database (DATABASE_URL unset: ./data/site.db).
VOLUME ["/app/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((res) => process.exit(res.ok ? 0 : 1), () => process.exit(1))"]
# server.js migrates the database before it takes requests, and on SIGTERM
# drains requests for up to 30 s (hence --stop-timeout 35 above). The heap's
# young generation is kept small and its old one bounded: left to itself V8
# grew the server to ~440 MB under the panel's pages with four years of data,
# so it stays near 250 MB (npm run bench:admin; package.json's start does the same).
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=256", "server.js"]
