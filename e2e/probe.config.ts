import base from './playwright.config';
import { launchOptions } from './support/chromium';
const extra = (process.env.PROBE_ARGS ?? '').split(' ').filter(Boolean);
export default {
  ...base,
  webServer: undefined,
  projects: base.projects!.map((p) => ({
    ...p,
    use: {
      ...p.use,
      launchOptions: { ...launchOptions, args: [...launchOptions.args, ...extra] },
      ...(process.env.PROBE_SW ? { serviceWorkers: process.env.PROBE_SW } : {}),
    },
  })),
};
