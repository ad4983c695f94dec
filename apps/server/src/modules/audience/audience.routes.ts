import { endpoints, msg } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { serve } from '../../http/endpoints';
import { recordBeacon, visitorOf } from './audience.service';
import { runRollup } from './rollup.service';

/** The beacon (anyone, rate limited, 4 KB at most) and the staff's "update figures now". */
export function audienceRoutes(ctx: AppContext) {
  const rateLimit = { max: ctx.config.ANALYTICS_RATE_LIMIT_MAX, timeWindow: 60_000 };
  return serve(
    'analytics',
    { beacon: endpoints.analytics.beacon, refresh: endpoints.analytics.refresh },
    {
      beacon: {
        config: { rateLimit },
        bodyLimit: 16_384,
        handler: (req) => {
          recordBeacon(ctx, visitorOf(ctx, req.ip, req.headers['user-agent']), req.body.events);
          return { msg: msg.analyticsBeaconAccepted };
        },
      },
      refresh: async () => {
        await runRollup(ctx);
        return { msg: msg.analyticsRefreshed };
      },
    },
    // navigator.sendBeacon posts a string as text/plain: read it as the JSON it is.
    (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser(
        ['application/json', 'text/plain'],
        { parseAs: 'string' },
        (_req, body, done) => {
          try {
            done(null, JSON.parse(body as string));
          } catch {
            const err = Object.assign(new Error(msg.analyticsBeaconInvalid), { statusCode: 400 });
            done(err, undefined);
          }
        },
      );
    },
  );
}
