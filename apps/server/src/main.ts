import { buildApp } from './app';
import { adminUsage, CliError, runAdmin } from './cli/admin';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { backupCommand, restoreCommand } from './modules/backup/cli';
import { serveControl } from './modules/backup/control';
import { seedAll, seedIfEmpty } from './seed';
import { exitOnSignals } from './shutdown';

/** `simmer start | migrate | seed | worker | backup FILE | restore FILE | admin …`. */
async function main(command: string) {
  const config = loadConfig();
  if (command === 'backup' || command === 'restore') {
    const file = process.argv[3];
    if (!file) {
      console.error(`Usage: simmer ${command} FILE`);
      process.exit(2);
    }
    process.exit(await (command === 'backup' ? backupCommand : restoreCommand)(config, file));
  }
  const database = await openDatabase({
    url: config.DATABASE_URL,
    dataDir: config.dataDir,
    sharedBuffers: config.EMBEDDED_DB_SHARED_BUFFERS,
  });
  await database.migrate();
  if (command === 'migrate') return database.close();
  if (command === 'admin') {
    try {
      for (const line of await runAdmin(database.db, process.argv.slice(3), readStdin)) console.log(line);
    } catch (err) {
      if (!(err instanceof CliError)) throw err;
      console.error(err.message);
      process.exitCode = 2;
    } finally {
      await database.close();
    }
    return;
  }

  // A worker process runs the job handlers and serves no HTTP; API processes beside it
  // may then run with JOBS_WORKER=false.
  const worker = command === 'worker';
  const app = await buildApp(worker ? { ...config, JOBS_WORKER: true } : config, { database });
  if (command === 'seed') {
    await seedAll(app.ctx);
    await app.close();
    return database.close();
  }
  if (!worker && config.SEED_DEMO && (await seedIfEmpty(app.ctx))) {
    app.log.info(
      'demo content and accounts created (member@simmer.dev, admin@simmer.dev): a demo, not for a real brand',
    );
  }

  // On the embedded database `simmer backup` asks this process (it alone may open the files).
  const control = await serveControl(app.ctx);
  exitOnSignals({
    log: app.log,
    close: async () => {
      control?.close();
      await app.close(); // stops accepting, waits for in-flight requests
      await database.close();
    },
  });

  if (worker) {
    await app.ready();
    // pg-boss polls on timers; this keeps the process alive between polls all the same.
    setInterval(() => undefined, 60_000);
    app.log.info('job worker running');
    return;
  }
  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(`${config.BRAND_NAME} is running at ${config.publicUrl}`);
}

const command = process.argv[2] ?? 'start';
if (!['start', 'migrate', 'seed', 'worker', 'backup', 'restore', 'admin'].includes(command)) {
  console.error(
    `Unknown command "${command}". Use start, migrate, seed, worker, backup FILE, restore FILE or admin.\n${adminUsage}`,
  );
  process.exit(2);
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
main(command).catch((err) => {
  console.error(err);
  process.exit(1);
});
