import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import * as settings from './settings.service';

export function settingsRoutes(ctx: AppContext) {
  return serve('settings', endpoints.settings, {
    read: () => settings.readSettings(ctx),
    update: (req) => settings.updateSettings(ctx, req.auth, req.body),
  });
}
