# Production image for the three processes of the compose stack (docker-compose.yml):
#   api (default)   node dist/apps/api/src/main.js
#   worker          node dist/apps/worker/src/main.js
#   migrate         node dist/apps/api/src/migrate.js   (applies pending migrations, exits)
# Build: docker build -t razz-room .
#
# Node 24, an LTS line supported until April 2028: Node 20 reached its end of life in April 2026,
# 22 is in maintenance until April 2027, and 26, the newest LTS, is newer than the versions our
# dependencies list (Prisma 7: ^20.19 || ^22.12 || >=24.0). Debian 13 (trixie): bookworm's regular
# security support ended in June 2026.
# No HEALTHCHECK here: api and worker answer /health/ready on different ports, so each compose
# service declares its own.
FROM node:24-trixie-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

FROM node:24-trixie-slim
ENV NODE_ENV=production
WORKDIR /app
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
# The schema and the migrations folder: the migrate entry applies it, and /health/ready compares
# what the database recorded against it.
COPY --from=build /app/prisma ./prisma
USER node
# 3000: the API (PORT). 9464: the worker's HTTP server, /metrics and /health/* (WORKER_METRICS_PORT).
EXPOSE 3000 9464
CMD ["node", "dist/apps/api/src/main.js"]
