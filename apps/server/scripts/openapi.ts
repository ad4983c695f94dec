/**
 * Writes the API's OpenAPI document as the app builds it (no port is opened; the embedded
 * database runs in memory) and, with `--lint`, lints it with Redocly CLI under
 * `redocly.yaml`, failing on any error (decision 448).
 *
 *   tsx scripts/openapi.ts [file]          write the document (default: dist/openapi.json)
 *   tsx scripts/openapi.ts [file] --lint   write it, then lint it
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';

const root = path.join(import.meta.dirname, '..');

/** The document `GET /v1/docs/json` serves, from an app built on default configuration. */
export async function buildOpenApiDocument(): Promise<Record<string, unknown>> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'simmer-openapi-'));
  const database = await openDatabase({ dataDir: null });
  try {
    await database.migrate();
    const config = loadConfig({
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      JOBS_WORKER: 'false',
      PRESSURE_MAX_DATABASE_WAIT_MS: '0',
    });
    const app = await buildApp(config, { database, logger: false });
    await app.ready();
    const doc = app.swagger() as Record<string, unknown>;
    await app.close();
    return doc;
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** Redocly CLI's `lint` on a written document, with the problems it reports. */
export async function lintOpenApiDocument(
  file: string,
): Promise<{ errors: number; warnings: number; problems: LintProblem[] }> {
  const cli = path.join(
    path.dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')),
    'bin/cli.js',
  );
  const stdout = await new Promise<string>((resolve, reject) => {
    execFile(
      process.execPath,
      [
        cli,
        'lint',
        file,
        '--config',
        path.join(root, 'redocly.yaml'),
        '--format=json',
        '--max-problems=10000',
      ],
      {
        cwd: root,
        maxBuffer: 64 * 1024 * 1024,
        // No telemetry and no update check: the lint must not depend on the network.
        env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
      },
      // Exit code 1 means problems were found: the JSON report says which.
      (error, out, err) => (out.trim() ? resolve(out) : reject(error ?? new Error(err))),
    );
  });
  const report = JSON.parse(stdout) as {
    totals: { errors: number; warnings: number };
    problems: LintProblem[];
  };
  return { ...report.totals, problems: report.problems };
}

async function main(args: string[]) {
  const file = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(root, 'dist/openapi.json'));
  mkdirSync(path.dirname(file), { recursive: true });
  const doc = await buildOpenApiDocument();
  writeFileSync(file, `${JSON.stringify(doc, null, 2)}\n`);
  const operations = Object.values(doc.paths as Record<string, object>).reduce(
    (n, item) => n + Object.keys(item).length,
    0,
  );
  console.log(`OpenAPI document with ${operations} operations written to ${file}`);
  if (!args.includes('--lint')) return;
  const { errors, warnings, problems } = await lintOpenApiDocument(file);
  for (const p of problems)
    console.log(`${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer})`);
  console.log(`Redocly lint: ${errors} errors, ${warnings} warnings`);
  if (errors > 0) process.exitCode = 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main(process.argv.slice(2)).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
