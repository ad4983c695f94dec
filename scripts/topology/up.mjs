#!/usr/bin/env node
// Starts Simmer's production topology on this machine (the CI stage of decision 405):
// PostgreSQL (a fresh database on the local server), Redis (a key prefix of its own), s3rver and
// smtp-server from npm (scripts/topology/services.mjs), `simmer migrate` and `simmer seed` once,
// two API processes with JOBS_WORKER=false, one `simmer worker`, and nginx from Debian as a
// round-robin load balancer in front of the API processes (its own config, pid and logs in a
// temp folder, never the system nginx).
//
// Everything is started detached, so this script returns once all of it answers; the state
// (addresses, pids, database) goes to TOPOLOGY_STATE (default /tmp/simmer-topology-state.json),
// which scripts/topology/down.mjs reads to stop it all again.
//
// Settings (environment):
//   TOPOLOGY_PG_URL    a database on the server to connect to for CREATE DATABASE
//                      (default TEST_DATABASE_URL, then postgres://postgres@127.0.0.1:5432/test)
//   TOPOLOGY_REDIS_URL default redis://127.0.0.1:6379
//   TOPOLOGY_API_ENV   JSON object of extra settings for every Simmer process
//   TOPOLOGY_STATE     where the state is written

import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, mkdtempSync, openSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import { buildWeb } from '../build-web.mjs';
import { defaultTestDatabaseUrl, freePort } from '../test-settings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const at = (...p) => path.join(root, ...p);
export const stateFile = process.env.TOPOLOGY_STATE ?? path.join(tmpdir(), 'simmer-topology-state.json');
const simmer = at('apps/server/bin/simmer.js');
const log = (line) => console.log(`topology: ${line}`);

function which(cmd) {
  for (const dir of (process.env.PATH ?? '').split(':').concat(['/usr/sbin', '/sbin'])) {
    const file = path.join(dir, cmd);
    if (spawnSync('test', ['-x', file]).status === 0) return file;
  }
  return null;
}

async function waitFor(what, check, timeoutMs = 240_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/** A process in its own process group (so down.mjs can stop it and its ffmpeg children), logging to a file. */
function startDetached(name, args, env, logsDir) {
  const out = openSync(path.join(logsDir, `${name}.log`), 'a');
  const child = spawn(process.execPath, args, {
    cwd: root,
    env,
    detached: true,
    stdio: ['ignore', out, out],
  });
  child.unref();
  return child.pid;
}

function nginxConfig({ dir, port, singlePort, apiPorts }) {
  const temp = (name) => path.join(dir, 'temp', name);
  for (const name of ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    mkdirSync(temp(name), { recursive: true });
    chmodSync(temp(name), 0o777); // the workers run as nobody when nginx starts as root
  }
  const proxy = `
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      # tus PATCH bodies stream through to the API process, chunk by chunk.
      proxy_request_buffering off;
      client_max_body_size 64m;`;
  const server = (listen, upstream) => `
  server {
    listen 127.0.0.1:${listen};
    ${proxy}
    location / {
      proxy_pass http://${upstream};
    }
    # Server-sent events: no buffering, long reads.
    location = /v1/events {
      proxy_pass http://${upstream};
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
    location /v1/livestream/events/ {
      proxy_pass http://${upstream};
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }`;
  return `# Written by scripts/topology/up.mjs: round-robin over the API processes, nothing sticky.
worker_processes 1;
pid ${path.join(dir, 'nginx.pid')};
error_log ${path.join(dir, 'logs', 'nginx-error.log')} warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${temp('client_body')};
  proxy_temp_path ${temp('proxy')};
  fastcgi_temp_path ${temp('fastcgi')};
  uwsgi_temp_path ${temp('uwsgi')};
  scgi_temp_path ${temp('scgi')};
  upstream simmer_api {
${apiPorts.map((p) => `    server 127.0.0.1:${p};`).join('\n')}
    keepalive 64;
  }
  # The same first process alone, for the bench's one-process figure.
  upstream simmer_single {
    server 127.0.0.1:${apiPorts[0]};
    keepalive 64;
  }
${server(port, 'simmer_api')}
${server(singlePort, 'simmer_single')}
}
`;
}

export async function up() {
  const started = Date.now();
  if (!which('nginx')) {
    log('nginx is missing: installing the test prerequisites');
    execFileSync('bash', [at('scripts/setup-test-prereqs.sh')], { stdio: 'inherit' });
  }
  const nginx = which('nginx');
  if (!nginx) throw new Error('nginx could not be installed');

  // The compiled server and the built web app, each only when its sources changed.
  execFileSync(process.execPath, [at('apps/server/scripts/build.mjs'), '--if-changed'], { stdio: 'inherit' });
  await buildWeb();

  const id = randomBytes(4).toString('hex');
  const dir = mkdtempSync(path.join(tmpdir(), 'simmer-topology-'));
  const logs = path.join(dir, 'logs');
  mkdirSync(logs, { recursive: true });
  const state = { id, dir, logs, pids: [], startedAt: new Date().toISOString() };
  const save = () => writeFileSync(stateFile, `${JSON.stringify(state, null, 2)}\n`);
  save();

  // PostgreSQL: a database of this run's own.
  const adminUrl = process.env.TOPOLOGY_PG_URL ?? process.env.TEST_DATABASE_URL ?? defaultTestDatabaseUrl;
  const dbName = `simmer_topology_${id}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;
  Object.assign(state, { adminUrl, dbName, databaseUrl: databaseUrl.toString() });
  save();

  // s3rver and smtp-server.
  const servicesLog = openSync(path.join(logs, 'services.log'), 'a');
  const services = spawn(
    process.execPath,
    ['--import', 'tsx', at('scripts/topology/services.mjs'), 'simmer-media'],
    {
      cwd: root,
      detached: true,
      stdio: ['ignore', 'pipe', servicesLog],
    },
  );
  state.servicesPid = services.pid;
  save();
  const lines = createInterface({ input: services.stdout });
  const ports = await new Promise((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line)));
    services.once('exit', (code) => reject(new Error(`services exited (${code}); see ${logs}/services.log`)));
  });
  lines.close();
  services.stdout.destroy();
  services.unref();
  state.controlUrl = `http://127.0.0.1:${ports.controlPort}`;
  state.smtpPort = ports.smtpPort;
  state.s3Endpoint = ports.s3Endpoint;

  const [port, singlePort, api1, api2, rtmp] = await Promise.all([1, 2, 3, 4, 5].map(() => freePort()));
  state.url = `http://127.0.0.1:${port}`;
  state.singleUrl = `http://127.0.0.1:${singlePort}`;
  const redisUrl = process.env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379';
  state.redisUrl = redisUrl;
  state.redisKeyPrefix = `simmer-topology-${id}:`;
  const extra = JSON.parse(process.env.TOPOLOGY_API_ENV ?? '{}');
  const common = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    DATA_DIR: path.join(dir, 'data'), // one shared folder: unfinished tus uploads live there
    PUBLIC_URL: state.url,
    DATABASE_URL: state.databaseUrl,
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: state.redisKeyPrefix,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: state.s3Endpoint,
    S3_BUCKET: ports.bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: `smtp://127.0.0.1:${ports.smtpPort}?ignoreTLS=true`,
    MAIL_RETRY_DELAY_SECONDS: '1',
    TRUST_PROXY: '1',
    SEED_DEMO: 'false',
    LIVE_RTMP_PORT: String(rtmp),
    // Shedding has its own route tests; the stage shares a busy machine with other jobs.
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_DATABASE_WAIT_MS: '0',
    ...extra,
  };
  state.env = common;

  // Migrate and seed once. The seed leaves the demo videos without streams (no ffmpeg for it):
  // transcoding two dozen demo clips would keep the worker busy for the whole stage.
  const once = (command, env) => {
    const r = spawnSync(process.execPath, [simmer, command], { cwd: root, env, stdio: 'inherit' });
    if (r.status !== 0) throw new Error(`simmer ${command} failed (${r.status})`);
  };
  once('migrate', common);
  once('seed', { ...common, FFMPEG_PATH: path.join(dir, 'no-ffmpeg') });
  log(`database ${dbName} migrated and seeded`);

  state.apis = [];
  for (const [i, apiPort] of [api1, api2].entries()) {
    const instance = `api-${i + 1}`;
    const env = { ...common, PORT: String(apiPort), JOBS_WORKER: 'false', INSTANCE_ID: instance };
    const pid = startDetached(instance, [simmer, 'start'], env, logs);
    state.pids.push(pid);
    state.apis.push({ instance, port: apiPort, pid });
    save();
  }
  state.workerPid = startDetached('worker', [simmer, 'worker'], { ...common, INSTANCE_ID: 'worker' }, logs);
  state.pids.push(state.workerPid);
  save();

  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig({ dir, port, singlePort, apiPorts: [api1, api2] }));
  state.nginx = { bin: nginx, conf, prefix: dir, pidFile: path.join(dir, 'nginx.pid') };
  save();
  execFileSync(nginx, ['-p', dir, '-c', conf, '-e', path.join(logs, 'nginx-error.log')], {
    stdio: 'inherit',
  });

  for (const api of state.apis) {
    await waitFor(api.instance, async () => (await fetch(`http://127.0.0.1:${api.port}/v1/health/`)).ok);
  }
  // Both processes answer through nginx.
  const seen = new Set();
  await waitFor('nginx', async () => {
    const res = await fetch(`${state.url}/v1/health/`);
    if (res.ok) seen.add(res.headers.get('x-simmer-instance'));
    return seen.size === 2;
  });
  save();
  log(
    `up in ${Math.round((Date.now() - started) / 1000)} s: ${state.url} over ${state.apis.map((a) => a.port).join(', ')}`,
  );
  return state;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  up().catch((err) => {
    console.error(err);
    console.error(`topology: start failed; run scripts/topology/down.mjs to clean up (${stateFile})`);
    process.exit(1);
  });
}
