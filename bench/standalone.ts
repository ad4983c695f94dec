/**
 * What the benches that start the built server in a process of their own share: reading the
 * process's memory, waiting until it answers, and writing a standalone run's result file.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const here = import.meta.dirname;

/** Resident and peak resident memory of a process, in MB (Linux). */
export function memoryOf(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** Waits until `url` answers 2xx; throws if the process exits first or after `timeoutMs`. */
export async function waitFor(url: string, child: ChildProcess, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await fetch(url).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`the server did not answer at ${url}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

/**
 * A bench run on its own (`npx tsx bench/<name>.ts`): the record goes to bench/results/<name>.json
 * and the output; a figure over its `max` in budgets.json sets the exit code.
 */
export function writeStandaloneResult(
  name: string,
  detail: Record<string, unknown> | null,
  figures: Record<string, number>,
) {
  const budgets = JSON.parse(readFileSync(path.join(here, 'budgets.json'), 'utf8')) as Record<
    string,
    { max?: number }
  >;
  const over = Object.entries(figures).filter(
    ([k, v]) => budgets[k]?.max !== undefined && v > (budgets[k]?.max ?? 0),
  );
  const record = { at: new Date().toISOString(), node: process.version, ...detail, figures };
  mkdirSync(path.join(here, 'results'), { recursive: true });
  writeFileSync(path.join(here, 'results', `${name}.json`), `${JSON.stringify(record, null, 2)}\n`);
  console.log(JSON.stringify(record, null, 2));
  if (over.length) {
    console.error(`over budget: ${over.map(([k]) => k).join(', ')}`);
    process.exitCode = 1;
  }
}
