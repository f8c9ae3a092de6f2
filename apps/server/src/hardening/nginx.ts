// Runs Debian's nginx as a load balancer in front of API processes, for the scale test: a temporary
// prefix and configuration, no daemon, free ports. The directives that matter are the same as in
// deploy/nginx/menudex.conf (upstream with retries on a dead process, request ids, forwarded headers).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../testing/spawn-server.ts';

export const NGINX_BINARY = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((p) => fs.existsSync(p));

export type Nginx = { url: string; stop(): Promise<void>; errorLog(): string };

/**
 * The start of a configuration that runs from `prefix` (its logs, pid and temporary folders there,
 * as root when the tests are root), up to the open `http {` block, which the caller fills and closes.
 */
export function nginxMain(prefix: string, workerConnections: number): string {
  const temp = (name: string) => path.join(prefix, name);
  return `
${process.getuid?.() === 0 ? 'user root;' : ''}
worker_processes 1;
error_log ${temp('error.log')} warn;
pid ${temp('nginx.pid')};
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};`;
}

export function nginxConfig(options: {
  prefix: string;
  port: number;
  upstreams: number[];
}): string {
  return `${nginxMain(options.prefix, 1024)}
  client_max_body_size 51m;

  # The proxy's request id, unless the caller sent one.
  map $http_x_request_id $menudex_request_id {
    default $http_x_request_id;
    "" $request_id;
  }

  upstream menudex {
${options.upstreams.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 32;
  }

  server {
    listen 127.0.0.1:${options.port};
    location / {
      proxy_pass http://menudex;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $menudex_request_id;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
      proxy_next_upstream_tries 3;
    }
  }
}
`;
}

export async function startNginx(upstreams: number[]): Promise<Nginx> {
  if (!NGINX_BINARY) throw new Error('nginx is not installed');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'menudex-nginx-'));
  const port = await freePort();
  const conf = path.join(prefix, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig({ prefix, port, upstreams }));
  let output = '';
  const child: ChildProcess = spawn(
    NGINX_BINARY,
    ['-p', prefix, '-c', conf, '-e', path.join(prefix, 'error.log'), '-g', 'daemon off;'],
    { stdio: ['ignore', 'pipe', 'pipe'] },
  );
  child.stdout?.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const errorLog = () => {
    try {
      return output + fs.readFileSync(path.join(prefix, 'error.log'), 'utf8');
    } catch {
      return output;
    }
  };
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited: ${errorLog()}`);
    const up = await fetch(`${url}/api/healthz`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`nginx did not answer: ${errorLog()}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    errorLog,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      fs.rmSync(prefix, { recursive: true, force: true });
    },
  };
}
