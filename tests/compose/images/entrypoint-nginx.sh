#!/bin/sh
# As the official nginx image: /etc/nginx/templates/*.template → /etc/nginx/conf.d/*.conf with only the
# environment's own variables substituted (nginx's $request_id and the like stay), then nginx in front.
set -eu
vars=$(env | cut -d= -f1 | sed 's/^/${/; s/$/}/' | tr '\n' ' ')
for template in /etc/nginx/templates/*.template; do
  [ -e "$template" ] || continue
  envsubst "$vars" <"$template" >"/etc/nginx/conf.d/$(basename "$template" .template).conf"
done
exec nginx -g 'daemon off;'
