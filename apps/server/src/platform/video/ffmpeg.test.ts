import { describe, expect, it } from 'vitest';
import { batchNiceness, run, ToolMissingError } from './ffmpeg';

describe('batch tools', () => {
  it('run below the server’s CPU priority', async () => {
    // `nice` with no arguments prints the niceness it runs at.
    const out = await run('sh', ['-c', 'sleep 0.3; nice']);
    expect(Number(out.trim())).toBeGreaterThanOrEqual(batchNiceness);
  });

  it('say which tool is missing', async () => {
    await expect(run('simmer-no-such-tool', [])).rejects.toBeInstanceOf(ToolMissingError);
  });
});
