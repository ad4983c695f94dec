import type { AppContext } from '../../context';
import { brandNameAtSetup } from './setup.repo';

/** The brand's name: as given on the setup page, else the BRAND_NAME setting. */
export async function brandName(ctx: Pick<AppContext, 'db' | 'config'>): Promise<string> {
  return (await brandNameAtSetup(ctx.db)) ?? ctx.config.BRAND_NAME;
}
