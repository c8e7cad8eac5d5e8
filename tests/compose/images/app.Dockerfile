# The test image of the portal and API (compose.yaml's sopan-portal): the debootstrapped Debian base, this
# machine's own node binary and the app as built on the host (npm ci, npm run build and build:server ran
# there; npm ci does not work inside a container here). tests/compose/run.sh sends the context as a tar. Test-only: the
# production image is the repository's Dockerfile.
FROM sopan-test/debian:bookworm
# Least changed first, so a run after a source change rebuilds only the last layer.
COPY node /usr/local/bin/node
COPY node_modules /app/node_modules
COPY app /app
WORKDIR /app
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 API_PORT=4000
USER 1000:1000
CMD ["node", "dist/start.js"]
