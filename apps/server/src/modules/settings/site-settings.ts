import { type BrandSettings, type SettingKey, settingKeys, UpdateSettingsSchema } from '@simmer/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PubSub } from '../../platform/pubsub';
import { defaultSettings } from './defaults';
import { savedSettings } from './settings.repo';

/** Told to every process when any of them saved settings. */
export const settingsChannel = 'settings.changed';
/** A missed message (a Redis reconnect) still heals: a kept copy is read again after this. */
const maxAgeMs = 60_000;

/**
 * The effective brand settings of this process: saved values over the environment's defaults,
 * read once and kept until any process saves (a message on `settings.changed` through the
 * pub/sub port, Redis when REDIS_URL is set).
 */
export interface SiteSettings {
  /** Saved values over defaults. */
  get(): Promise<BrandSettings>;
  readonly defaults: BrandSettings;
  /** After a save: forget the kept copy here and tell every other process. */
  changed(): Promise<void>;
}

export async function createSiteSettings(deps: {
  db: Db;
  config: Config;
  pubsub: PubSub;
  log: FastifyBaseLogger;
}): Promise<SiteSettings> {
  const defaults = defaultSettings(deps.config);
  let kept: { value: BrandSettings; at: number } | undefined;
  // A read that started before a save is not kept: it may hold the old values.
  let generation = 0;
  const forget = () => {
    generation += 1;
    kept = undefined;
  };
  await deps.pubsub.subscribe(settingsChannel, forget);

  const load = async (): Promise<BrandSettings> => {
    const saved = await savedSettings(deps.db);
    const out: Record<string, unknown> = { ...defaults };
    for (const key of settingKeys) {
      if (!saved.has(key)) continue;
      const parsed = UpdateSettingsSchema.shape[key as SettingKey].safeParse(saved.get(key));
      if (parsed.success && parsed.data !== undefined) out[key] = parsed.data;
      else deps.log.warn({ key }, 'a saved setting is not valid; its default is used');
    }
    return out as BrandSettings;
  };

  return {
    defaults,
    async get() {
      if (kept && Date.now() - kept.at < maxAgeMs) return kept.value;
      const started = generation;
      const value = await load();
      if (started === generation) kept = { value, at: Date.now() };
      return value;
    },
    async changed() {
      forget();
      await deps.pubsub.publish(settingsChannel, String(Date.now()));
    },
  };
}
