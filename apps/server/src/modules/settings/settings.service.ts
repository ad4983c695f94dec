import {
  type AdminSettings,
  msg,
  type SettingKey,
  settingKeys,
  type UpdateSettingsSchema,
} from '@simmer/contracts';
import type { z } from 'zod';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Auth } from '../../http/access';
import { removeValues, type StoredValue, saveValues } from './settings.repo';

type SettingsInput = z.output<typeof UpdateSettingsSchema>;
type Ctx = Pick<AppContext, 'db' | 'settings'>;

/** The admin's read: what is in effect, and the environment's default of each setting. */
export async function readSettings(ctx: Ctx): Promise<AdminSettings> {
  return { settings: await ctx.settings.get(), defaults: ctx.settings.defaults };
}

/**
 * Saves an admin's changes (already checked by `UpdateSettingsSchema`) in one transaction, then
 * tells every process, so pages, e-mails and the manifest use them from the next request on.
 */
export async function updateSettings(ctx: Ctx, auth: Auth | null, input: SettingsInput) {
  const { reset = [], ...fields } = input;
  const values: Record<string, StoredValue> = {};
  for (const key of settingKeys) {
    const value = fields[key as SettingKey];
    if (value !== undefined && !reset.includes(key)) values[key] = value;
  }
  await ctx.db.transaction(async (tx) => {
    await saveValues(tx, values, auth?.userId ?? null);
    await removeValues(tx, reset);
    // The admin write's audit row is written by `serve` (decision 711); settings sit below audit.
  });
  await ctx.settings.changed();
  return { msg: msg.settingsSaved, data: await readSettings(ctx) };
}

/**
 * For the first-start setup: saves the brand's name inside the caller's transaction. Call
 * `settingsChanged(ctx)` once that transaction has committed.
 */
export async function setBrandName(tx: Db, name: string, actorId: number | null = null) {
  await saveValues(tx, { brand_name: name.trim() }, actorId);
}

/** Tells every process that settings were saved outside `updateSettings`. */
export const settingsChanged = (ctx: Pick<AppContext, 'settings'>) => ctx.settings.changed();
