import path from 'node:path';
import type { Config } from '../../config';
import { openDatabase } from '../../db/client';
import { createStorage } from '../../platform/storage';
import { writeBackup } from './backup';
import { askRunningServer } from './control';
import type { BackupSummary } from './format';
import { RestoreRefused, restoreBackup } from './restore';

const describe = (s: BackupSummary) =>
  `${s.tables} tables, ${s.rows} rows, ${s.mediaFiles} media files (${(s.mediaBytes / 1024 ** 2).toFixed(1)} MiB)`;

/** `simmer backup FILE`: through the running server on the embedded database, directly otherwise. */
export async function backupCommand(config: Config, file: string): Promise<number> {
  const target = path.resolve(file);
  if (!config.DATABASE_URL) {
    const answer = await askRunningServer(config.dataDir, { command: 'backup', file: target });
    if (answer?.ok) {
      console.log(
        `Backup written by the running server to ${answer.summary.file}: ${describe(answer.summary)}.`,
      );
      return 0;
    }
    if (answer) {
      console.error(`The backup failed: ${answer.error}`);
      return 1;
    }
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    sharedBuffers: config.EMBEDDED_DB_SHARED_BUFFERS,
  });
  try {
    const summary = await writeBackup({ database, storage: createStorage(config), config }, target);
    console.log(`Backup written to ${summary.file}: ${describe(summary)}.`);
    return 0;
  } finally {
    await database.close();
  }
}

/** `simmer restore FILE`: into an empty installation only; exit code 3 when refused. */
export async function restoreCommand(config: Config, file: string): Promise<number> {
  if (!config.DATABASE_URL && (await askRunningServer(config.dataDir, { command: 'ping' }))) {
    console.error(
      'A Simmer server is running on this data folder. Stop it, then restore into an empty data folder.',
    );
    return 3;
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    sharedBuffers: config.EMBEDDED_DB_SHARED_BUFFERS,
  });
  try {
    const summary = await restoreBackup(
      { database, storage: createStorage(config), config },
      path.resolve(file),
    );
    console.log(`Restored from ${summary.file}: ${describe(summary)}. Start Simmer as usual.`);
    return 0;
  } catch (err) {
    if (err instanceof RestoreRefused) {
      console.error(err.message);
      return 3;
    }
    throw err;
  } finally {
    await database.close();
  }
}
