#!/usr/bin/env node
// Stops what scripts/topology/up.mjs started (nginx, the API processes, the worker, s3rver and
// smtp-server), drops the stage's database and Redis keys and removes its temp folder
// (kept when TOPOLOGY_KEEP=1, for its logs). Safe to run twice or after a failed start.

import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { Redis } from 'ioredis';
import pg from 'pg';
import { stateFile } from './up.mjs';

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/** SIGTERM to the process group (the process and its ffmpeg children), SIGKILL after 15 s. */
async function stop(pid) {
  if (!pid || !alive(pid)) return;
  const signal = (s) => {
    try {
      process.kill(-pid, s);
    } catch {
      try {
        process.kill(pid, s);
      } catch {}
    }
  };
  signal('SIGTERM');
  const until = Date.now() + 15_000;
  while (alive(pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 100));
  if (alive(pid)) signal('SIGKILL');
}

export async function down() {
  if (!existsSync(stateFile)) return;
  const state = JSON.parse(readFileSync(stateFile, 'utf8'));
  if (state.nginx && existsSync(state.nginx.pidFile)) {
    try {
      execFileSync(state.nginx.bin, ['-p', state.nginx.prefix, '-c', state.nginx.conf, '-s', 'stop'], {
        stdio: 'ignore',
      });
    } catch {}
  }
  await Promise.all([...(state.pids ?? []), state.servicesPid].map((pid) => stop(pid)));
  if (state.dbName) {
    const admin = new pg.Client({ connectionString: state.adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${state.dbName} with (force)`);
    await admin.end();
  }
  if (state.redisKeyPrefix) {
    const redis = new Redis(state.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await redis.connect();
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${state.redisKeyPrefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
    } finally {
      redis.disconnect();
    }
  }
  if (process.env.TOPOLOGY_KEEP === '1') console.log(`topology: logs kept in ${state.logs}`);
  else rmSync(state.dir, { recursive: true, force: true });
  rmSync(stateFile, { force: true });
  console.log('topology: down');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  down().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
