# The whole stack in one image: `npm start` serves the portal on PORT (3000) and runs the product
# API as a child on API_PORT (4000). Set PRODUCT_API_URL to use another API instead.
#
#   docker build -t sopan-portal .
#   docker run -p 3000:3000 -e SESSION_SECRET="$(openssl rand -base64 32)" -e OTP_PEPPER="$(openssl rand -base64 32)" \
#     -e SMS_HTTP_URL=https://sms-gateway.example/send -e SMS_HTTP_API_KEY=… -e SMS_SENDER_ID=SOPAN \
#     -e BKASH_BASE_URL=https://tokenized.pay.bka.sh/v1.2.0-beta -e BKASH_USERNAME=… -e BKASH_PASSWORD=… \
#     -e BKASH_APP_KEY=… -e BKASH_APP_SECRET=… \
#     -e DATABASE_URL=postgres://…/sopan sopan-portal
#
# Production refuses the embedded PGlite database (fsync off: it does not survive a power cut) unless
# told: `-e ALLOW_EMBEDDED_DB=1 -v sopan-data:/data` for a first look on one box (docs/operations.md).

# Node 24, the current LTS (Node 20 left support on 30 April 2026), as package.json's engines, .nvmrc and CI.
FROM node:24-bookworm-slim AS build
WORKDIR /app
# Dependencies first, so a source change does not reinstall them; npm ci's postinstall applies patches/.
COPY package.json package-lock.json .npmrc ./
COPY patches ./patches
RUN npm ci
COPY . .
# The Remix build and the compiled API, commands and host (dist/, bin/build-server.ts); then the development
# dependencies go: Vite and the Remix plugin, tsx, esbuild, test tools and type packages. The sandbox sources (the
# bKash simulator, the SMS outbox) are not in the context (.dockerignore), and the compiled API leaves them out.
RUN npm run build && npm run build:server && npm prune --omit=dev

FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    API_PORT=4000 \
    DATA_DIR=/data
WORKDIR /app
# Root-owned and so read-only for the app user; the build is newer than the sources, so
# `npm start` serves it instead of rebuilding.
COPY --from=build /app /app
# Writable places only: the PGlite database (with ALLOW_EMBEDDED_DB=1) and the start script's build lock.
RUN mkdir -p /data /app/.cache && chown node:node /data /app/.cache
USER node
VOLUME ["/data"]
EXPOSE 3000 4000
# The whole stack in one container (`npm start`): the portal must be ready and the embedded API, when there
# is one, too (/readyz: database and Redis reachable, not draining), asked by bash in milliseconds, not by a
# Node start (bin/healthcheck.sh). compose.yaml and the Kubernetes manifests run the portal and the API as
# separate containers of this image and set their own probes.
HEALTHCHECK --interval=30s --timeout=10s --start-period=60s --retries=3 CMD ["bash", "bin/healthcheck.sh"]
# Other entries of the same image: `node dist/api.js` (the API alone), `node dist/portal.js` (the portal alone),
# `node dist/migrate.js` (the migrate step), `node dist/payments.js reconcile|refund …`. What `npm start` runs,
# compiled and without npm in between: npm hands SIGTERM (docker stop) to a `sh -c` that does not pass it on,
# so the stack would be killed instead of closing its database cleanly.
CMD ["node", "dist/start.js"]
