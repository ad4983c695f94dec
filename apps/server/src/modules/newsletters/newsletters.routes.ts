import { endpoints } from '@simmer/contracts';
import type { AppContext } from '../../context';
import { requireAuth } from '../../http/access';
import { type ModuleRoutes, serve } from '../../http/endpoints';
import { pageAnswer, pageRequest } from '../../http/pagination';
import * as prefs from './mail-preferences.service';
import * as newsletters from './newsletters.service';

/** The admin's newsletters and the public archive (decision 850). */
export function newsletterRoutes(ctx: AppContext): ModuleRoutes {
  return serve('newsletters', endpoints.newsletters, {
    list: async (req) => pageAnswer(req, await newsletters.listNewsletters(ctx, pageRequest(req.query.page))),
    create: (req) => newsletters.createNewsletter(ctx, requireAuth(req.auth), req.body),
    get: (req) => newsletters.getNewsletter(ctx, req.params.id),
    update: (req) => newsletters.updateNewsletter(ctx, req.params.id, req.body),
    remove: (req) => newsletters.deleteNewsletter(ctx, req.params.id),
    sendTest: (req) => newsletters.sendTest(ctx, requireAuth(req.auth), req.params.id),
    send: (req) => newsletters.sendNewsletter(ctx, req.params.id, req.body.scheduled_at),
    progress: (req) => newsletters.progress(ctx, req.params.id),
    cards: (req) => newsletters.cards(ctx, req.query.q),
    archive: async (req) => pageAnswer(req, await newsletters.archive(ctx, pageRequest(req.query.page))),
    published: (req) => newsletters.published(ctx, req.auth, req.params.id),
  });
}

/** Unsubscribe and mail preferences through the signed link of every mail: no login. */
export function mailPreferenceRoutes(ctx: AppContext): ModuleRoutes {
  const { unsubscribe, ...rest } = endpoints.mailPreferences;
  const oneClick = serve(
    'newsletters',
    { unsubscribe },
    {
      unsubscribe: {
        config: { rateLimit: { max: 30, timeWindow: 60_000 } },
        handler: (req) => prefs.unsubscribe(ctx, req.query.token),
      },
    },
    // Mail clients post `List-Unsubscribe=One-Click` as a form (RFC 8058): any body is accepted and not read.
    (scope) => {
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    },
  );
  const choices = serve('newsletters', rest, {
    get: (req) => prefs.preferences(ctx, req.query.token),
    save: {
      config: { rateLimit: { max: 30, timeWindow: 60_000 } },
      handler: (req) => prefs.savePreferences(ctx, req.query.token, req.body),
    },
  });
  return async (app) => {
    await oneClick(app);
    await choices(app);
  };
}
