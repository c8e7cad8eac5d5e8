#!/bin/sh
# What the official postgres image does with POSTGRES_USER/PASSWORD/DB on an empty data folder, then runs
# the server for the network, as the postgres user.
set -eu
bin=$(ls -d /usr/lib/postgresql/*/bin | tail -1)
mkdir -p "$PGDATA" /run/postgresql
chown -R postgres:postgres "$PGDATA" /run/postgresql
chmod 700 "$PGDATA"
if [ ! -s "$PGDATA/PG_VERSION" ]; then
  printf '%s\n' "$POSTGRES_PASSWORD" >/tmp/pwfile
  chown postgres /tmp/pwfile
  runuser -u postgres -- "$bin/initdb" -D "$PGDATA" -U "$POSTGRES_USER" --pwfile=/tmp/pwfile --auth-local=trust --auth-host=scram-sha-256 >/dev/null
  rm -f /tmp/pwfile
  echo "host all all all scram-sha-256" >>"$PGDATA/pg_hba.conf"
  runuser -u postgres -- "$bin/pg_ctl" -D "$PGDATA" -o "-c listen_addresses=''" -w start >/dev/null
  runuser -u postgres -- psql -U "$POSTGRES_USER" -d postgres -qc "create database \"$POSTGRES_DB\"" >/dev/null
  runuser -u postgres -- "$bin/pg_ctl" -D "$PGDATA" -m fast -w stop >/dev/null
fi
exec runuser -u postgres -- "$bin/postgres" -D "$PGDATA" -c listen_addresses='*'
