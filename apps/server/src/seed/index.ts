import type { AppContext } from '../context';
import { isEmpty, seedAccounts } from './accounts';
import { seedCatalog } from './catalog';
import { seedCommunity } from './community';
import { seedFaqs } from './faq';
import { seedHome } from './home';
import { seedSubscribeBlock } from './home-editor';
import { seedMedia } from './media';
import { seedReports } from './reports';
import { seedStore } from './store';

/**
 * Demo content for a fresh instance. Each domain adds its own step here; steps run in
 * order and only on an empty database, so a restart never duplicates anything.
 */
const steps: Array<{ name: string; run: (ctx: AppContext) => Promise<void> }> = [
  { name: 'accounts', run: (ctx) => seedAccounts(ctx.db) },
  { name: 'catalog', run: (ctx) => seedCatalog(ctx) },
  // Real HLS streams for the demo videos and episodes, before home picks its expert video.
  { name: 'media', run: (ctx) => seedMedia(ctx) },
  // Home sections point at the catalogue, so they come right after it.
  { name: 'home', run: (ctx) => seedHome(ctx) },
  { name: 'subscribe block', run: (ctx) => seedSubscribeBlock(ctx) },
  { name: 'faqs', run: (ctx) => seedFaqs(ctx.db) },
  { name: 'community', run: (ctx) => seedCommunity(ctx) },
  // Reports point at the demo community posts.
  { name: 'reports', run: (ctx) => seedReports(ctx) },
  { name: 'store', run: (ctx) => seedStore(ctx) },
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
