import type { AppContext } from '../context';
import { isEmpty, seedAccounts } from './accounts';

/**
 * Demo content for a fresh instance. Each domain adds its own step here; steps run in
 * order and only on an empty database, so a restart never duplicates anything.
 */
const steps: Array<{ name: string; run: (ctx: AppContext) => Promise<void> }> = [
  { name: 'accounts', run: (ctx) => seedAccounts(ctx.db) },
];

export async function seedIfEmpty(ctx: AppContext): Promise<boolean> {
  if (!(await isEmpty(ctx.db))) return false;
  await seedAll(ctx);
  return true;
}

export async function seedAll(ctx: AppContext) {
  for (const step of steps) {
    ctx.log.info({ step: step.name }, 'seeding demo content');
    await step.run(ctx);
  }
}
