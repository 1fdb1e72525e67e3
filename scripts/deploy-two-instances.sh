#!/usr/bin/env bash
# Follows the README's "Several instances behind nginx on PostgreSQL", step by step, on this
# machine, then checks the result (scripts/deploy-check.ts) and takes everything down again.
# What differs from a real server, and only that: a fresh database name, free ports instead of
# 3001, 3002 and 80, and a private nginx (its own prefix, cache and pid file) instead of the
# system one, so it runs beside anything else on the machine.
#   scripts/deploy-two-instances.sh        (PostgreSQL: PG_ADMIN_URL, else 127.0.0.1:5432)
# Run by apps/server/src/test/scale-out/deploy-script.heavy.pg.test.ts in `npm test`.
set -euo pipefail
cd "$(dirname "$0")/.."
# nginx lives in /usr/sbin, which not every caller's PATH has.
export PATH="$PATH:/usr/sbin:/sbin"

PG_ADMIN_URL=${PG_ADMIN_URL:-postgres://postgres@127.0.0.1:5432/postgres}
WORK=$(mktemp -d /tmp/clubelf-deploy.XXXXXX)
DB="clubelf_deploy_$$"
PIDS=()

free_port() {
  node -e "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}

cleanup() {
  local status=$?
  [ -f "$WORK/nginx/nginx.pid" ] && nginx -p "$WORK/nginx/" -c nginx.conf -e "$WORK/nginx/error.log" -s stop 2> /dev/null || true
  for pid in "${PIDS[@]}"; do kill "$pid" 2> /dev/null || true; done
  for pid in "${PIDS[@]}"; do wait "$pid" 2> /dev/null || true; done
  psql "$PG_ADMIN_URL" -q -c "drop database if exists $DB with (force)" > /dev/null 2>&1 || true
  if [ "$status" -ne 0 ]; then
    echo "--- deployment failed; logs:" >&2
    tail -n 30 "$WORK"/*.log "$WORK"/nginx/error.log >&2 2> /dev/null || true
  fi
  rm -rf "$WORK"
  exit "$status"
}
trap cleanup EXIT

command -v nginx > /dev/null || { echo "nginx is not installed: apt-get install -y nginx" >&2; exit 1; }

APP1=$(free_port)
APP2=$(free_port)
WEB=$(free_port)
DATABASE_URL=$(node -e "const u=new URL(process.argv[1]);u.pathname='/$DB';console.log(u.toString())" "$PG_ADMIN_URL")

echo "1. Create an empty database"
psql "$PG_ADMIN_URL" -q -c "create database $DB"

echo "2. Build once"
# npm ci is left out: this checkout is installed already. A build present is kept (another
# test run may be serving it); its assets are precompressed as the build would have done.
if [ -f apps/web/dist/index.html ]; then
  npx tsx scripts/precompress-web.ts
else
  npm run build
fi

echo "3. Write the shared settings, the same file for every instance"
cat > "$WORK/clubelf.env" << EOF
DATABASE_URL=$DATABASE_URL
API_KEY=$(node -e "console.log(require('node:crypto').randomBytes(24).toString('base64url'))")
JWT_SECRET=$(node -e "console.log(require('node:crypto').randomBytes(32).toString('base64url'))")
ADMIN_USERNAME=organisator
ADMIN_PASSWORD=choose-a-long-password
HOST=127.0.0.1
TRUST_PROXY=127.0.0.1
EOF
chmod 600 "$WORK/clubelf.env"

echo "4. Start the instances"
PORT=$APP1 node --env-file="$WORK/clubelf.env" --import tsx apps/server/src/server.ts > "$WORK/app1.log" 2>&1 &
PIDS+=($!)
PORT=$APP2 node --env-file="$WORK/clubelf.env" --import tsx apps/server/src/server.ts > "$WORK/app2.log" 2>&1 &
PIDS+=($!)

echo "5. nginx in front"
# The README's file, with this run's ports and cache folder; a private nginx.conf includes it
# the way Debian's /etc/nginx/nginx.conf includes conf.d/*.conf.
mkdir -p "$WORK/nginx/conf.d" "$WORK/nginx/temp"
sed -e "s#/var/cache/nginx/clubelf#$WORK/nginx/cache#" \
  -e "s#127.0.0.1:3001;#127.0.0.1:$APP1;#" \
  -e "s#127.0.0.1:3002;#127.0.0.1:$APP2;#" \
  -e "s#listen 80 default_server;#listen 127.0.0.1:$WEB default_server;#" \
  docs/deploy/clubelf.nginx.conf > "$WORK/nginx/conf.d/clubelf.conf"
cat > "$WORK/nginx/nginx.conf" << EOF
user $(id -un) $(id -gn);
worker_processes 1;
# Room for the live streams the README's file allows (docs/decisions/019): two descriptors each.
worker_rlimit_nofile 16384;
pid $WORK/nginx/nginx.pid;
error_log $WORK/nginx/error.log;
events { worker_connections 8192; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  client_body_temp_path $WORK/nginx/temp/body;
  proxy_temp_path $WORK/nginx/temp/proxy;
  fastcgi_temp_path $WORK/nginx/temp/fastcgi;
  uwsgi_temp_path $WORK/nginx/temp/uwsgi;
  scgi_temp_path $WORK/nginx/temp/scgi;
  include $WORK/nginx/conf.d/*.conf;
}
EOF
nginx -p "$WORK/nginx/" -c nginx.conf -e "$WORK/nginx/error.log" -t -q
nginx -p "$WORK/nginx/" -c nginx.conf -e "$WORK/nginx/error.log"

echo "6. Check"
set -a
# shellcheck disable=SC1091
. "$WORK/clubelf.env"
set +a
npx tsx scripts/deploy-check.ts "http://127.0.0.1:$WEB" "http://127.0.0.1:$APP1" "http://127.0.0.1:$APP2"
echo "deployment ok"
