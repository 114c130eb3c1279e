# syntax=docker/dockerfile:1
# Build and runtime share the same base, so the native better-sqlite3 and sharp
# modules are compiled for the system they run on.
FROM node:24-slim AS base
ENV NODE_ENV=production
WORKDIR /app

FROM base AS build
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
# On Node 24, npm ci's postinstall compiles better-sqlite3 against Node 24.18.1's headers (docs/decisions/0038).
RUN npm ci --include=dev
COPY . .
# TypeScript arrives only as an optional peer of @react-router/*, for type generation: not needed to run.
# The slimming script drops type declarations, source maps and better-sqlite3's build leftovers (about half: 141 -> 73 MB as a layer).
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/typescript && node scripts/slim-runtime-modules.mjs node_modules

FROM base AS runtime
ENV DATA_DIR=/data \
    SEED_DEMO=0 \
    PORT=3000
# The link-preview images draw their text with the system's fonts (librsvg through fontconfig); the slim base has none.
# DejaVu covers Latin, Greek, Cyrillic and Arabic; WenQuanYi Micro Hei (5 MB, where Noto CJK is 91 MB) Chinese and Japanese.
RUN apt-get update && apt-get install -y --no-install-recommends fontconfig fonts-dejavu-core fonts-wqy-microhei && rm -rf /var/lib/apt/lists/*
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/migrations ./migrations
COPY --from=build /app/package.json ./package.json
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME ["/data"]
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"
# On SIGTERM the server stops accepting, answers what is in flight within 8 s and exits 0: inside the 10 s that
# `docker stop` waits before SIGKILL. Keep a longer `--stop-timeout`/`stop_grace_period` if you set one, never a shorter.
STOPSIGNAL SIGTERM
CMD ["node", "--max-semi-space-size=4", "build/start.js"]
