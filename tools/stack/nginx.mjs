/**
 * nginx in front of the two PHP-FPM pools (round robin, as a load balancer spreads requests over
 * web servers), with a full-page cache (`fastcgi_cache`): anonymous GET and HEAD pages are kept
 * ten minutes; POSTs, admin, login, admin-ajax, the REST API, and anyone with a login, password or
 * commenter cookie go to PHP every time. Every response says what the cache did (X-Cache: HIT, MISS,
 * BYPASS, EXPIRED…). A request with `X-Colophon-Origin: 1` skips the cache (and is not stored): the
 * tests use it to compare what PHP itself prints for different visitors. Without the cache (the
 * end-to-end tests' server) nginx passes every PHP request on.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isRoot, killStale, start, waitForPort, which } from './process.mjs';
import { cores } from './php-fpm.mjs';

// Debian's fastcgi_params sends the host without the port (HTTP_HOST = $host); WordPress would then
// redirect every page to itself. The stack listens on one port of its own, so the canonical host
// with that port is what PHP gets, never the raw client header.
const FASTCGI_PARAMS = [
  ['QUERY_STRING', '$query_string'],
  ['REQUEST_METHOD', '$request_method'],
  ['CONTENT_TYPE', '$content_type'],
  ['CONTENT_LENGTH', '$content_length'],
  ['SCRIPT_NAME', '$fastcgi_script_name'],
  ['SCRIPT_FILENAME', '$document_root$fastcgi_script_name'],
  ['REQUEST_URI', '$request_uri'],
  ['DOCUMENT_URI', '$document_uri'],
  ['DOCUMENT_ROOT', '$document_root'],
  ['SERVER_PROTOCOL', '$server_protocol'],
  ['REQUEST_SCHEME', '$scheme'],
  ['GATEWAY_INTERFACE', 'CGI/1.1'],
  ['SERVER_SOFTWARE', 'nginx'],
  ['REMOTE_ADDR', '$remote_addr'],
  ['REMOTE_PORT', '$remote_port'],
  ['SERVER_ADDR', '$server_addr'],
  ['SERVER_PORT', '$server_port'],
  ['SERVER_NAME', '$host'],
  ['HTTP_HOST', '$host:$server_port'],
  ['HTTP_PROXY', '""'],
  ['REDIRECT_STATUS', '200'],
]
  .map(([name, value]) => `      fastcgi_param ${name} ${value};`)
  .join('\n');

function config({ dir, siteDir, port, upstreams, cache }) {
  const p = (...parts) => path.join(dir, ...parts);
  return `${isRoot ? 'user root;\n' : ''}worker_processes ${cores};
pid ${p('nginx.pid')};
error_log ${p('logs', 'nginx-error.log')} warn;
events { worker_connections 1024; }

http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  sendfile on;
  keepalive_timeout 30;
  server_tokens off;
  client_max_body_size 64m;
  gzip on;
  gzip_types text/css application/javascript application/json image/svg+xml;

  log_format stack '$remote_addr "$request" $status $body_bytes_sent cache=$upstream_cache_status upstream=$upstream_addr t=$request_time';
  access_log ${p('logs', 'nginx-access.log')} stack;

  client_body_temp_path ${p('nginx', 'body')};
  fastcgi_temp_path ${p('nginx', 'fastcgi')};
  proxy_temp_path ${p('nginx', 'proxy')};
  uwsgi_temp_path ${p('nginx', 'uwsgi')};
  scgi_temp_path ${p('nginx', 'scgi')};

  fastcgi_cache_path ${p('nginx', 'cache')} levels=1:2 keys_zone=pages:16m max_size=512m inactive=60m use_temp_path=off;

  # No keepalive to PHP-FPM: a kept connection holds one of its workers, and with two nginx workers
  # each keeping its own, every PHP worker can end up held idle by one while the other's requests
  # wait in the queue (the 100-likes test hung that way).
  upstream web_servers {
    zone web_servers 64k; # one round-robin turn for all nginx workers, not one each
${upstreams.map((u) => `    server 127.0.0.1:${u};`).join('\n')}
  }

  # Who must never get a page from the cache, or put one in it.
  map $http_cookie $private_cookie {
    default 0;
    ~*(wordpress_logged_in_|wordpress_sec_|wp-postpass_|comment_author_|wordpress_no_cache) 1;
  }
  map $request_uri $private_uri {
    default 0;
    ~^/wp-admin/ 1;
    ~^/wp-login\\.php 1;
    ~^/wp-json/ 1;
    ~[?&]rest_route= 1;
    ~[?&]preview= 1;
    ~^/wp-cron\\.php 1;
    ~^/xmlrpc\\.php 1;
  }
  map "$request_method:$private_cookie:$private_uri:$http_x_colophon_origin" $skip_cache {
    default 1;
    ~^(GET|HEAD):0:0:$ 0;
  }

  # POSTs never reach the cache (nginx leaves the status empty): they are reported as BYPASS too.
  map $upstream_cache_status $cache_report {
    "" BYPASS;
    default $upstream_cache_status;
  }

  server {
    listen 127.0.0.1:${port};
    server_name _;
    root ${siteDir};
    index index.php;

    location ~ /\\.(?!well-known) { deny all; }
    location ~* ^/wp-content/uploads/.*\\.php$ { deny all; }

    location / {
      try_files $uri $uri/ /index.php?$args;
    }

    location ~ \\.php$ {
      try_files $uri =404;
${FASTCGI_PARAMS}
      fastcgi_pass web_servers;
      fastcgi_read_timeout 120s;

${
  cache
    ? `      fastcgi_cache pages;
      fastcgi_cache_key "$scheme$request_method$host$request_uri";
      fastcgi_cache_valid 200 301 302 10m;
      fastcgi_cache_bypass $skip_cache;
      fastcgi_no_cache $skip_cache;
      fastcgi_cache_lock on;
      fastcgi_cache_use_stale error timeout updating http_500 http_503;
      add_header X-Cache $cache_report always;`
    : "      # No page cache: every request reaches PHP (the end-to-end tests' server)."
}
    }
  }
}
`;
}

/** `cache: false` leaves the page cache out: every request reaches PHP. */
export async function startNginx({ dir, siteDir, port, upstreams, cache = true, log }) {
  const binary = which('nginx');
  if (!binary) throw new Error('nginx is not installed: apt-get install nginx-light (or run .ci/run).');
  for (const sub of ['body', 'fastcgi', 'proxy', 'uwsgi', 'scgi', 'cache']) fs.mkdirSync(path.join(dir, 'nginx', sub), { recursive: true });
  const conf = path.join(dir, 'nginx.conf');
  const logFile = path.join(dir, 'logs', 'nginx.log');
  const pidFile = path.join(dir, 'nginx.master.pid');
  await killStale(pidFile);
  fs.writeFileSync(conf, config({ dir, siteDir, port, upstreams, cache }));
  log(`Starting nginx ${cache ? 'with' : 'without'} the page cache on 127.0.0.1:${port}…`);
  const proc = start('nginx', binary, ['-e', path.join(dir, 'logs', 'nginx-error.log'), '-p', dir, '-c', conf, '-g', 'daemon off;'], { logFile, pidFile });
  await waitForPort(port, proc, { logFile: path.join(dir, 'logs', 'nginx-error.log') });
  return proc;
}

/** Empties the page cache (as a site's "purge cache" button does). nginx notices on the next request. */
export function purgeCache(dir) {
  const cache = path.join(dir, 'nginx', 'cache');
  for (const entry of fs.existsSync(cache) ? fs.readdirSync(cache) : []) fs.rmSync(path.join(cache, entry), { recursive: true, force: true });
}
