/**
 * The size of Simmer's container image (Containerfile), in MB as `podman image inspect` reports
 * it (budget: at most 400). Measured on the image the container stage builds
 * (scripts/containers/ci.sh, tag localhost/simmer:ci) when podman has it; otherwise taken from
 * that stage's last record (results/containers.json, which also has the stage's times), and
 * skipped with a warning when there is neither. `tsx containers.ts` prints the figure alone.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type Figures = Record<string, number>;
const image = 'localhost/simmer:ci';
const record = path.join(import.meta.dirname, 'results/containers.json');

export function containerFigures(): Figures {
  try {
    const bytes = Number(
      execFileSync('podman', ['image', 'inspect', image, '--format', '{{.Size}}'], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim(),
    );
    if (bytes > 0) return { 'containers.image_mb': Math.round(bytes / 1e6) };
  } catch {
    // No podman or no image here: the stage's last record, if any.
  }
  if (existsSync(record)) {
    const last = JSON.parse(readFileSync(record, 'utf8')) as { image_mb?: number; date?: string };
    if (last.image_mb) {
      console.warn(`containers: ${image} is not in podman's storage; the figure of ${last.date} is used`);
      return { 'containers.image_mb': last.image_mb };
    }
  }
  console.warn(`containers: no ${image} and no results/containers.json: run scripts/containers/ci.sh first`);
  return {};
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(containerFigures());
