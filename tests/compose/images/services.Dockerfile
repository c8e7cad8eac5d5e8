# Test stand-ins for the official postgres, redis and nginx images compose.yaml names, which no registry
# here can serve: Debian bookworm's own packages on the debootstrapped base (tests/compose/docker-daemon.sh),
# with entry points that do what the official images' do for the settings compose.yaml uses. Test-only:
# users pull the official images. Debian ships PostgreSQL 15 (compose.yaml asks for 16; the app runs on both).
FROM sopan-test/debian:bookworm AS services
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
      postgresql redis-server nginx-light curl gettext-base ca-certificates >/dev/null \
 && rm -rf /var/lib/apt/lists/* /etc/nginx/sites-enabled/default
COPY entrypoint-postgres.sh entrypoint-redis.sh entrypoint-nginx.sh /usr/local/bin/

FROM services AS postgres
ENV PGDATA=/var/lib/postgresql/data
ENTRYPOINT ["/usr/local/bin/entrypoint-postgres.sh"]

FROM services AS redis
ENTRYPOINT ["/usr/local/bin/entrypoint-redis.sh"]
CMD ["redis-server"]

FROM services AS nginx
ENTRYPOINT ["/usr/local/bin/entrypoint-nginx.sh"]

# compose.yaml's `monitoring` profile: Debian's Prometheus, run as the official image runs it (user nobody,
# the configuration in /etc/prometheus, the database in /prometheus), with the wget its health check calls (the
# official image's busybox has one). A stage of its own, so the others do not carry it.
FROM sopan-test/debian:bookworm AS prometheus
RUN apt-get update -qq \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends prometheus wget >/dev/null \
 && rm -rf /var/lib/apt/lists/* \
 && mkdir -p /prometheus && chown nobody:nogroup /prometheus
USER nobody
ENTRYPOINT ["/usr/bin/prometheus"]
CMD ["--config.file=/etc/prometheus/prometheus.yml", "--storage.tsdb.path=/prometheus"]
