#!/usr/bin/env node
// The container stage of `npm run test:all` (decision 770), run as `bash scripts/containers/ci.sh`:
//   1. the base image (scripts/containers/base.sh: Debian bookworm from debootstrap, Node 22 from
//      the npm registry; cached in podman's storage) and Simmer's image on it, built with the
//      same Containerfile users build (BASE_IMAGE as a build argument; layers and the npm cache
//      are kept between runs);
//   2. the image on its embedded defaults (one container, a named volume): the smoke journeys
//      (e2e/containers/smoke.test.ts), then SIGTERM while requests are in flight (exit 0) and a
//      restart on the same volume that still has the data;
//   3. the production picture with `podman run` calls equivalent to compose.yaml, on the host's
//      network: nginx (Debian's, in a container of the base image, with compose's own config
//      template), two API containers, one worker container, `simmer migrate` and `simmer seed`
//      containers, on this machine's PostgreSQL (a fresh database) and Redis (a key prefix), with
//      s3rver and smtp-server from npm as the S3 store and mail server (scripts/topology/services.mjs);
//      then the topology stage's cross-process journeys (e2e/topology/) through that nginx.
// Everything it starts is removed on any exit. Times and the image size go to
// bench/results/containers.json.
//
// Settings (environment): CONTAINERS_PORT (first of 8 consecutive ports; default: free ports),
// TOPOLOGY_PG_URL / TEST_DATABASE_URL (the PostgreSQL server), TOPOLOGY_REDIS_URL,
// CONTAINERS_DEADLINE_MINUTES (default 30: the whole stage fails past it).

import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { Redis } from 'ioredis';
import pg from 'pg';
import { defaultTestDatabaseUrl, freePort } from '../test-settings.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const at = (...p) => path.join(root, ...p);
const id = randomBytes(4).toString('hex');
const log = (line) => console.log(`containers: ${line}`);
const stageStart = Date.now();
const seconds = (since) => Math.round((Date.now() - since) / 1000);
const deadlineMs = Number(process.env.CONTAINERS_DEADLINE_MINUTES ?? 30) * 60_000;

// How podman runs here (scripts/containers/lib.sh has the same, for the shell scripts).
const podmanGlobal = ['--runtime', 'runc', '--cgroup-manager', 'cgroupfs', '--events-backend', 'file'];
// Open files: npm's cache opens thousands at once while it installs (EMFILE at 1024); below the
// machine's hard limit.
const limits = ['--ulimit', 'nofile=16384:16384', '--ulimit', 'nproc=4096:4096'];
const IMAGE = 'localhost/simmer:ci';

/** Runs a command to its end, its output on ours; throws on a non-zero exit or past `timeoutMs`. */
function run(cmd, args, { timeoutMs = 20 * 60_000, env = process.env, quiet = false } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: root, env, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    child.stdout?.on('data', (d) => {
      out += d;
    });
    child.stderr?.on('data', (d) => {
      out += d;
    });
    const timer = setTimeout(() => {
      child.kill('SIGTERM');
      reject(new Error(`${cmd} ${args.join(' ')} took longer than ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(out);
      else
        reject(
          new Error(`${cmd} ${args.slice(0, 6).join(' ')} exited with ${code}${quiet ? `\n${out}` : ''}`),
        );
    });
  });
}
const podman = (args, opts) => run('podman', [...podmanGlobal, ...args], opts);
const podmanOut = (args) =>
  execFileSync('podman', [...podmanGlobal, ...args], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  }).trim();

async function waitFor(what, check, timeoutMs) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (await check().catch(() => false)) return;
    if (Date.now() > until) throw new Error(`${what} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
const healthy = (url) => async () =>
  (await fetch(`${url}/v1/health/`, { signal: AbortSignal.timeout(5000) })).ok;

// What this run started, removed on any exit.
const containers = [];
const volumes = [];
const cleanups = [];
let cleaned = false;
async function cleanUp() {
  if (cleaned) return;
  cleaned = true;
  for (const name of containers.reverse()) {
    await podman(['rm', '--force', '--time', '5', name], { quiet: true, timeoutMs: 60_000 }).catch(() => {});
  }
  for (const name of volumes) {
    await podman(['volume', 'rm', '--force', name], { quiet: true, timeoutMs: 60_000 }).catch(() => {});
  }
  for (const fn of cleanups.reverse()) await Promise.resolve(fn()).catch((err) => log(`clean-up: ${err}`));
}
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    log(`${signal}: removing what the stage started`);
    cleanUp().finally(() => process.exit(1));
  });
}

/** A container of Simmer's image on the host's network, detached. */
async function startContainer(name, env, command = [], extra = []) {
  containers.push(name);
  await podman(
    [
      'run',
      '--detach',
      '--name',
      name,
      '--network',
      'host',
      '--stop-timeout',
      '30',
      // podman runs health checks from systemd timers, which this machine has not: ci.mjs polls.
      '--no-healthcheck',
      ...limits,
      ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
      ...extra,
      IMAGE,
      ...command,
    ],
    { quiet: true, timeoutMs: 120_000 },
  );
}
/** A one-off `simmer <command>` in a container of the image, removed afterwards. */
async function once(command, env, extra) {
  const name = `simmer-ci-${id}-${command}`;
  containers.push(name);
  await podman(
    [
      'run',
      '--rm',
      '--name',
      name,
      '--network',
      'host',
      '--no-healthcheck',
      ...limits,
      ...Object.entries(env).flatMap(([k, v]) => ['--env', `${k}=${v}`]),
      ...extra,
      IMAGE,
      command,
    ],
    { timeoutMs: 10 * 60_000 },
  );
}
const logsOf = (name) => {
  try {
    return execFileSync('podman', [...podmanGlobal, 'logs', '--tail', '40', name], { encoding: 'utf8' });
  } catch {
    return '';
  }
};

const basePort = process.env.CONTAINERS_PORT ? Number(process.env.CONTAINERS_PORT) : null;
let nextPort = basePort;
const port = async () => (nextPort === null ? freePort() : nextPort++);
const playwright = at('node_modules/.bin/playwright');

const figures = { date: new Date().toISOString(), steps: {} };

async function buildImages() {
  let t = Date.now();
  const base = execFileSync('bash', [at('scripts/containers/base.sh')], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  }).trim();
  figures.steps.base_image_s = seconds(t);
  figures.base_image = base;

  t = Date.now();
  log(`building ${IMAGE} from Containerfile on ${base}`);
  await podman(
    [
      'build',
      '--format',
      'docker',
      '--network',
      'host',
      ...limits,
      '--build-arg',
      `BASE_IMAGE=${base}`,
      '--file',
      at('Containerfile'),
      '--tag',
      IMAGE,
      root,
    ],
    { timeoutMs: 20 * 60_000 },
  );
  figures.steps.image_build_s = seconds(t);
  const size = Number(podmanOut(['image', 'inspect', IMAGE, '--format', '{{.Size}}']));
  figures.image_bytes = size;
  figures.image_mb = Math.round(size / 1e6);
  const config = JSON.parse(podmanOut(['image', 'inspect', IMAGE, '--format', '{{json .Config}}']));
  const health = podmanOut(['image', 'inspect', IMAGE, '--format', '{{json .HealthCheck}}']);
  if (!health.includes('/v1/health/'))
    throw new Error(`the image has no health check on /v1/health/: ${health}`);
  if (config.User !== 'simmer') throw new Error(`the image runs as ${config.User || 'root'}, not simmer`);
  log(`image ${IMAGE}: ${figures.image_mb} MB, built in ${figures.steps.image_build_s} s`);

  // nginx for the production picture: Debian's, on the same base (no registry to pull from).
  t = Date.now();
  const nginxTag = `localhost/simmer-nginx:${base.split(':')[1]}`;
  if (!podmanOut(['images', '--quiet', nginxTag])) {
    await podman(
      [
        'build',
        '--network',
        'host',
        ...limits,
        '--build-arg',
        `BASE_IMAGE=${base}`,
        '--file',
        at('scripts/containers/nginx.Containerfile'),
        '--tag',
        nginxTag,
        at('scripts/containers'),
      ],
      { timeoutMs: 10 * 60_000 },
    );
  }
  figures.steps.nginx_image_s = seconds(t);
  return { nginxTag };
}

async function embedded() {
  const t = Date.now();
  const [httpPort, rtmpPort] = [await port(), await port()];
  const url = `http://127.0.0.1:${httpPort}`;
  const name = `simmer-ci-${id}-demo`;
  const volume = `simmer-ci-${id}-demo-data`;
  volumes.push(volume);
  log(`embedded defaults: ${name} at ${url}`);
  await startContainer(
    name,
    {
      PORT: httpPort,
      HOST: '127.0.0.1',
      PUBLIC_URL: url,
      // The image runs in production mode, which starts without demo content (the setup page);
      // the demo container asks for it, as compose.demo.yaml does.
      SEED_DEMO: 'true',
      LIVE_RTMP_PORT: rtmpPort,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_MAX: '1000',
      // Load shedding has its own route tests; this shares a busy machine.
      PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
      PRESSURE_MAX_DATABASE_WAIT_MS: '0',
    },
    [],
    ['--volume', `${volume}:/data`],
  );
  // The first start seeds the demo content and makes its clips with the image's ffmpeg.
  await waitFor(`${name} (first start)`, healthy(url), 15 * 60_000).catch((err) => {
    console.error(logsOf(name));
    throw err;
  });
  figures.steps.demo_first_start_s = seconds(t);
  log(`first start (seed and demo clips) in ${figures.steps.demo_first_start_s} s`);

  let s = Date.now();
  // The outbox is a folder of the container's volume: the journeys read the sign-up mails there.
  const outbox = path.join(podmanOut(['volume', 'inspect', volume, '--format', '{{.Mountpoint}}']), 'outbox');
  await run(playwright, ['test', '-c', at('e2e/containers/playwright.config.ts')], {
    env: { ...process.env, SIMMER_URL: url, SIMMER_OUTBOX: outbox },
    timeoutMs: 10 * 60_000,
  });
  figures.steps.smoke_journeys_s = seconds(s);

  // A member signed up now must still be there after the restart on the same volume.
  const who = { email: `restart-${id}@example.com`, password: 'Simmer2026' };
  const reg = await fetch(`${url}/v1/users/rest-auth/registration/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: who.email,
      first_name: 'Robin',
      last_name: 'Cook',
      password1: who.password,
      password2: who.password,
    }),
  });
  if (reg.status !== 201) throw new Error(`sign-up before the restart answered ${reg.status}`);
  // The account is made by the link of the sign-up mail (decision 930), read from the outbox.
  let signUpToken = null;
  for (let i = 0; i < 60 && !signUpToken; i += 1) {
    for (const file of readdirSync(outbox).filter((f) => f.endsWith('.json'))) {
      const mail = JSON.parse(readFileSync(path.join(outbox, file), 'utf8'));
      if (mail.to !== who.email) continue;
      const found = /verify-email\?token=([^"\s]+)/.exec(mail.text ?? '');
      if (found) signUpToken = decodeURIComponent(found[1]);
    }
    if (!signUpToken) await new Promise((r) => setTimeout(r, 500));
  }
  if (!signUpToken) throw new Error('no sign-up link in the outbox log');
  const made = await fetch(`${url}/v1/users/verify-email/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: signUpToken }),
  });
  if (made.status !== 200) throw new Error(`the sign-up link before the restart answered ${made.status}`);

  // SIGTERM with requests in flight: each one started before it gets its whole answer.
  s = Date.now();
  const inFlight = Array.from({ length: 8 }, () =>
    fetch(`${url}/v1/homepage/featured-top-left/`, { signal: AbortSignal.timeout(60_000) }).then(
      async (r) => ({ status: r.status, bytes: (await r.arrayBuffer()).byteLength }),
      (err) => ({ error: String(err.cause?.code ?? err) }),
    ),
  );
  await new Promise((r) => setTimeout(r, 20));
  await podman(['stop', '--time', '30', name], { quiet: true, timeoutMs: 120_000 });
  const answers = await Promise.all(inFlight);
  const exitCode = Number(podmanOut(['inspect', name, '--format', '{{.State.ExitCode}}']));
  log(`SIGTERM: exit code ${exitCode}, in-flight answers ${JSON.stringify(answers)}`);
  if (exitCode !== 0) {
    console.error(logsOf(name));
    throw new Error(`the container exited with ${exitCode} on SIGTERM, not 0`);
  }
  // Refused (the port already closed) is a request that never started; one cut mid-answer is not.
  const cut = answers.filter((a) => a.error && a.error !== 'ECONNREFUSED');
  if (cut.length) throw new Error(`requests in flight at SIGTERM were cut: ${JSON.stringify(cut)}`);
  if (answers.some((a) => a.status && a.status >= 500 && a.status !== 503)) {
    throw new Error(`requests in flight at SIGTERM failed: ${JSON.stringify(answers)}`);
  }
  figures.steps.sigterm_stop_s = seconds(s);

  s = Date.now();
  await podman(['start', name], { quiet: true, timeoutMs: 120_000 });
  await waitFor(`${name} (restart)`, healthy(url), 5 * 60_000);
  figures.steps.demo_restart_s = seconds(s);
  const login = await fetch(`${url}/v1/users/rest-auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(who),
  });
  if (login.status !== 200)
    throw new Error(`log-in after the restart on the same volume answered ${login.status}`);
  log(
    `restarted on the same volume in ${figures.steps.demo_restart_s} s; the member signed up before logs in`,
  );
  await podman(['rm', '--force', '--time', '30', name], { quiet: true, timeoutMs: 120_000 });
  figures.steps.embedded_total_s = seconds(t);
}

async function production({ nginxTag }) {
  const t = Date.now();
  const dir = mkdtempSync(path.join(tmpdir(), 'simmer-containers-'));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));

  // PostgreSQL: a fresh database of this run on the machine's server.
  const adminUrl = process.env.TOPOLOGY_PG_URL ?? process.env.TEST_DATABASE_URL ?? defaultTestDatabaseUrl;
  const dbName = `simmer_containers_${id}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  cleanups.push(async () => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
  });
  const databaseUrl = new URL(adminUrl);
  databaseUrl.pathname = `/${dbName}`;

  // Redis: the machine's, under a key prefix of this run.
  const redisUrl = process.env.TOPOLOGY_REDIS_URL ?? 'redis://127.0.0.1:6379';
  const redisKeyPrefix = `simmer-containers-${id}:`;
  cleanups.push(async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisKeyPrefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
    redis.disconnect();
  });

  // The S3 store and the mail server: s3rver and smtp-server from npm, as in the topology stage.
  const services = spawn(
    process.execPath,
    ['--import', 'tsx', at('scripts/topology/services.mjs'), 'simmer-media'],
    { cwd: root, detached: true, stdio: ['ignore', 'pipe', openSync(path.join(dir, 'services.log'), 'a')] },
  );
  cleanups.push(() => {
    try {
      process.kill(-services.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  });
  const lines = createInterface({ input: services.stdout });
  const ports = await new Promise((resolve, reject) => {
    lines.once('line', (line) => resolve(JSON.parse(line)));
    services.once('exit', (code) => reject(new Error(`services exited (${code}); see ${dir}/services.log`)));
  });
  lines.close();

  const [httpPort, api1, api2, rtmp] = [await port(), await port(), await port(), await port()];
  const url = `http://127.0.0.1:${httpPort}`;
  const volume = `simmer-ci-${id}-prod-data`;
  volumes.push(volume);
  const data = ['--volume', `${volume}:/data`];
  // compose.yaml's settings, with this machine's addresses; the topology stage's extra settings.
  const common = {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PUBLIC_URL: url,
    DATABASE_URL: databaseUrl.toString(),
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: redisKeyPrefix,
    JWT_SECRET: randomBytes(48).toString('base64url'),
    MEDIA_STORAGE: 's3',
    S3_ENDPOINT: ports.s3Endpoint,
    S3_BUCKET: ports.bucket,
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    SMTP_URL: `smtp://127.0.0.1:${ports.smtpPort}?ignoreTLS=true`,
    MAIL_RETRY_DELAY_SECONDS: '1',
    TRUST_PROXY: '1',
    SEED_DEMO: 'false',
    LIVE_RTMP_PORT: String(rtmp),
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: '0',
    PRESSURE_MAX_DATABASE_WAIT_MS: '0',
    AUTH_RATE_LIMIT_MAX: '20',
    AUTH_ACCOUNT_RATE_LIMIT_MAX: '5',
  };

  let s = Date.now();
  await once('migrate', common, data);
  // As in the topology stage: the demo videos without clips (the worker would spend the stage on them).
  await once('seed', { ...common, FFMPEG_PATH: '/nonexistent/ffmpeg' }, data);
  figures.steps.prod_migrate_seed_s = seconds(s);

  s = Date.now();
  const apis = [
    { instance: 'api-1', port: api1 },
    { instance: 'api-2', port: api2 },
  ];
  for (const api of apis) {
    await startContainer(
      `simmer-ci-${id}-${api.instance}`,
      { ...common, PORT: api.port, JOBS_WORKER: 'false', INSTANCE_ID: api.instance },
      ['start'],
      data,
    );
  }
  await startContainer(`simmer-ci-${id}-worker`, { ...common, INSTANCE_ID: 'worker' }, ['worker'], data);

  // compose.yaml's nginx template, filled in as the official image's entrypoint does.
  const template = readFileSync(at('deploy/nginx.conf.template'), 'utf8');
  const vars = {
    SIMMER_LISTEN: `127.0.0.1:${httpPort}`,
    SIMMER_API_1: `127.0.0.1:${api1}`,
    SIMMER_API_2: `127.0.0.1:${api2}`,
  };
  const conf = path.join(dir, 'simmer.conf');
  writeFileSync(
    conf,
    template.replace(/\$\{(SIMMER_\w+)\}/g, (_, name) => vars[name]),
  );
  const nginxName = `simmer-ci-${id}-nginx`;
  containers.push(nginxName);
  await podman(
    [
      'run',
      '--detach',
      '--name',
      nginxName,
      '--network',
      'host',
      ...limits,
      '--volume',
      `${conf}:/etc/nginx/conf.d/simmer.conf:ro`,
      nginxTag,
    ],
    { quiet: true, timeoutMs: 120_000 },
  );
  for (const api of apis) {
    await waitFor(api.instance, healthy(`http://127.0.0.1:${api.port}`), 5 * 60_000).catch((err) => {
      console.error(logsOf(`simmer-ci-${id}-${api.instance}`));
      throw err;
    });
  }
  const seen = new Set();
  await waitFor(
    'nginx over both API containers',
    async () => {
      const res = await fetch(`${url}/v1/health/`);
      if (res.ok) seen.add(res.headers.get('x-simmer-instance'));
      return seen.size === 2;
    },
    2 * 60_000,
  );
  figures.steps.prod_up_s = seconds(s);
  log(`production picture up at ${url} (api ${api1}, ${api2}) in ${figures.steps.prod_up_s} s`);

  // The topology stage's journeys, reading this picture's addresses from a state file of its own.
  const state = path.join(dir, 'state.json');
  writeFileSync(
    state,
    JSON.stringify(
      { url, controlUrl: `http://127.0.0.1:${ports.controlPort}`, databaseUrl: databaseUrl.toString(), apis },
      null,
      2,
    ),
  );
  s = Date.now();
  await run(playwright, ['test', '-c', at('e2e/containers/topology.config.ts')], {
    env: { ...process.env, TOPOLOGY_STATE: state },
    timeoutMs: 15 * 60_000,
  }).catch((err) => {
    for (const name of [...apis.map((a) => `simmer-ci-${id}-${a.instance}`), `simmer-ci-${id}-worker`]) {
      console.error(`--- ${name}\n${logsOf(name)}`);
    }
    throw err;
  });
  figures.steps.topology_journeys_s = seconds(s);
  figures.steps.production_total_s = seconds(t);
}

const deadline = setTimeout(() => {
  console.error(`containers: the stage went past ${deadlineMs / 60_000} minutes`);
  cleanUp().finally(() => process.exit(1));
}, deadlineMs);

let failed = false;
try {
  const images = await buildImages();
  await embedded();
  await production(images);
  figures.stage_s = seconds(stageStart);
  mkdirSync(at('bench/results'), { recursive: true });
  writeFileSync(at('bench/results/containers.json'), `${JSON.stringify(figures, null, 2)}\n`);
  log(`stage passed in ${figures.stage_s} s; image ${figures.image_mb} MB (bench/results/containers.json)`);
} catch (err) {
  failed = true;
  console.error(err);
} finally {
  clearTimeout(deadline);
  await cleanUp();
}
process.exit(failed ? 1 : 0);
