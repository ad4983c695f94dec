import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { limits } from '@simmer/contracts';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Config } from './config';
import type { AppContext } from './context';
import { type Database, openDatabase } from './db/client';
import { registerAccessGuard } from './http/access';
import { requireEndpointEntries } from './http/endpoints';
import { registerErrorHandler } from './http/error-handler';
import { registerInputGuard } from './http/input-guard';
import { registerLoadShedding } from './http/load-shedding';
import { requestLogSerializer } from './http/log-redaction';
import { openApiOptions } from './http/openapi';
import { pageGateHash, pageRender, screenOf } from './http/page-render';
import { publicCacheHits } from './http/public-cache';
import { rateLimitOptions } from './http/rate-limit';
import { registerSiteFiles } from './http/site-files';
import { fastifyTrustProxy } from './http/trust-proxy';
import { pageHeads, registerWebApp } from './http/web-app';
import { allowImageOrigins } from './lib/html';
import { accountDataRoutes } from './modules/account-data/account-data.routes';
import { adminUserRoutes } from './modules/admin/users.routes';
import { analyticsRoutes } from './modules/analytics/analytics.routes';
import { audienceRoutes } from './modules/audience/audience.routes';
import { registerAudienceWorkers } from './modules/audience/audience.workers';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { verifyAccessToken } from './modules/auth/tokens';
import { registerBackupWorkers } from './modules/backup/backup.workers';
import { billingRoutes } from './modules/billing/billing.routes';
import { registerBillingWorkers } from './modules/billing/billing.workers';
import { catalogRoutes } from './modules/catalog/catalog.routes';
import { chapterRoutes } from './modules/catalog/chapters.routes';
import { catalogPageHead } from './modules/catalog/seo.service';
import { connectedRecipeRoutes } from './modules/catalog-admin/connected-recipes.routes';
import { adminContentRoutes } from './modules/catalog-admin/content.routes';
import { communityRoutes } from './modules/community/community.routes';
import { engagementRoutes } from './modules/engagement/engagement.routes';
import { faqRoutes } from './modules/faq/faq.routes';
import { adminFaqRoutes } from './modules/faq/faq-admin.routes';
import { groceryRoutes } from './modules/grocery/grocery.routes';
import { adminAnnouncementRoutes } from './modules/home/announcements-admin.routes';
import { carouselRoutes } from './modules/home/carousel.routes';
import { homeEditorRoutes } from './modules/home/editor.routes';
import { homeRoutes } from './modules/home/home.routes';
import { registerHomeWorkers } from './modules/home/home.workers';
import { homePageHead } from './modules/home/home-head';
import { subscribeRoutes } from './modules/home/subscribe.routes';
import { liveRoutes } from './modules/live/live.routes';
import { registerLiveWorkers } from './modules/live/live.workers';
import { registerMaintenanceWorkers } from './modules/maintenance/maintenance.workers';
import { videoHostConnectSources } from './modules/media/hosts.service';
import { mediaRoutes } from './modules/media/media.routes';
import { registerMediaWorkers } from './modules/media/media.workers';
import { muxRoutes } from './modules/mux/mux.routes';
import { registerMuxWorkers } from './modules/mux/mux.workers';
import { mailPreferenceRoutes, newsletterRoutes } from './modules/newsletters/newsletters.routes';
import { registerNewsletterWorkers } from './modules/newsletters/newsletters.workers';
import { eventRoutes } from './modules/notifications/events.routes';
import { notificationRoutes } from './modules/notifications/notifications.routes';
import { registerNotificationWorkers } from './modules/notifications/notifications.workers';
import { profileRoutes } from './modules/profile/profile.routes';
import { mealPlanRoutes, recipeBoxRoutes } from './modules/recipe-box/recipe-box.routes';
import { recipeNotesRoutes } from './modules/recipe-notes/recipe-notes.routes';
import { memberReportRoutes, reportRoutes } from './modules/reports/reports.routes';
import { searchRoutes } from './modules/search/search.routes';
import { brandedMailer } from './modules/settings/branded-mail';
import { settingsRoutes } from './modules/settings/settings.routes';
import { createSiteSettings, settingsChannel } from './modules/settings/site-settings';
import { setupRoutes } from './modules/setup/setup.routes';
import { brandedIndex } from './modules/site/brand-head';
import { siteRoutes } from './modules/site/site.routes';
import { staffRoutes } from './modules/staff/staff.routes';
import { storeRoutes } from './modules/store/store.routes';
import { registerStoreWorkers } from './modules/store/store.workers';
import { storeAdminRoutes } from './modules/store/store-admin.routes';
import { twoStepRoutes } from './modules/two-step/two-step.routes';
import { twoStepGate } from './modules/two-step/two-step.service';
import { watchingRoutes } from './modules/watching/watching.routes';
import { createJobs } from './platform/jobs';
import { createMailer, type Mailer } from './platform/mail';
import { createQueuedMailer, registerMailWorker } from './platform/mail/queued';
import { paymentCspSources } from './platform/payments';
import { createPubSub, type PubSub } from './platform/pubsub';
import { createStorage } from './platform/storage';
import { buildProviders } from './providers';
import { registerDemoClipWorker } from './seed/media';

export interface BuildOptions {
  /** An already opened database (tests pass their own). */
  database?: Database;
  mailer?: Mailer;
  /** A pub/sub the caller owns (tests: two apps sharing one in-process bus). */
  pubsub?: PubSub;
  logger?: FastifyServerOptions['logger'];
}

/** The Fastify instance with every plugin and route registered; it does not listen. */
export async function buildApp(config: Config, opts: BuildOptions = {}) {
  const app = Fastify({
    // Whatever else a caller sets, request lines go through the redacting serializer.
    logger:
      opts.logger === false
        ? false
        : {
            level: config.LOG_LEVEL,
            ...(typeof opts.logger === 'object' ? opts.logger : {}),
            serializers: { req: requestLogSerializer },
          },
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  registerInputGuard(app);
  app.setSerializerCompiler(serializerCompiler);
  // On shutdown, answers still in flight close their connection, so keep-alive clients
  // do not hold the process open once their request is done.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // Set on the raw response, so hijacked answers (server-sent events, tus) carry it too.
  const instance = config.INSTANCE_ID;
  if (instance) {
    app.addHook('onRequest', async (_request, reply) => {
      reply.raw.setHeader('x-simmer-instance', instance);
    });
  }
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });
  // Kept public answers are served first, before any other hook (http/public-cache.ts).
  const publicCache = publicCacheHits(app, config.PUBLIC_CACHE_SECONDS, undefined, (authorization) => {
    const [scheme, token] = authorization.split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) return Promise.resolve(null);
    return verifyAccessToken(config, token).then(
      (claims) => claims.userId,
      () => null,
    );
  });

  const database =
    opts.database ??
    (await openDatabase({
      url: config.DATABASE_URL,
      dataDir: config.dataDir,
      sharedBuffers: config.EMBEDDED_DB_SHARED_BUFFERS,
    }));
  const ownsDatabase = !opts.database;
  // Before the token check, body parsing and routes: a shed request costs no query.
  const shedding = await registerLoadShedding(app, config, database);
  const pubsub = opts.pubsub ?? (await createPubSub(config, app.log));
  const settings = await createSiteSettings({ db: database.db, config, pubsub, log: app.log });
  // The busy page wears the brand's saved name and colour, read again after any process saves.
  const brandBusyPage = () =>
    settings.get().then(
      (s) => shedding.brand(s.brand_name, s.primary_color),
      () => undefined,
    );
  await brandBusyPage();
  await pubsub.subscribe(settingsChannel, () => void setTimeout(brandBusyPage, 0));
  const jobs = await createJobs(database, app.log, { runWorkers: config.JOBS_WORKER });
  // SMTP messages go out through a job with retries; the outbox (a local folder) and a
  // mailer given by the caller write at once.
  const delivery = opts.mailer ?? createMailer(config, app.log);
  const queued =
    delivery.kind === 'smtp' && !opts.mailer
      ? createQueuedMailer(jobs, delivery, config.MAIL_RETRY_DELAY_SECONDS)
      : delivery;
  if (queued !== delivery) await registerMailWorker(jobs, delivery);
  // Sent in the brand's name as the settings have it when the message is written.
  const mailer = brandedMailer(queued, settings);
  const storage = createStorage(config);
  allowImageOrigins(config.publicUrl, storage.publicUrl('images/x'));
  const mailDirect = brandedMailer(delivery, settings);
  const base = {
    config,
    database,
    db: database.db,
    mailer,
    mailDirect,
    log: app.log,
    pubsub,
    jobs,
    storage,
    settings,
  };
  const ctx: AppContext = { ...base, ...buildProviders(base) };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await mailer.close();
    if (!opts.pubsub) await pubsub.close();
    if (ownsDatabase) await database.close();
  });

  // The security headers, from helmet's middleware built once. (@fastify/helmet builds it again
  // for every request, parsing the whole policy each time: a twentieth of an uncached answer.)
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: [
          "'self'",
          // The page gate of server-drawn pages (decision 610), allowed by its hash alone.
          pageGateHash,
          'https://accounts.google.com/gsi/client',
          ...paymentCspSources(config).script,
        ],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: [
          "'self'",
          'https://accounts.google.com/gsi/',
          ...paymentCspSources(config).connect,
          ...videoHostConnectSources(config),
        ],
        frameSrc: [
          'https://accounts.google.com/gsi/',
          'https://www.youtube.com',
          'https://www.youtube-nocookie.com',
          ...paymentCspSources(config).frame,
        ],
        workerSrc: ["'self'", 'blob:'],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Google's sign-in popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
  );
  const rateLimits = await rateLimitOptions(config);
  app.addHook('onClose', rateLimits.close);
  await app.register(rateLimit, rateLimits.options);
  // Multipart bodies for every domain; files above the attachment limit answer 413.
  await app.register(multipart, { limits: { fileSize: limits.maxAttachmentBytes, files: 4, fields: 50 } });
  registerAccessGuard(app, config, database.db);
  registerErrorHandler(app);
  await publicCache.connect(ctx);

  await app.register(swagger, openApiOptions(config));
  await app.register(async (docs) => {
    // The documentation pages are public; their routes are declared so here.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
  });

  await app.register(
    async (v1) => {
      requireEndpointEntries(v1);
      await v1.register(siteRoutes(ctx));
      await v1.register(settingsRoutes(ctx));
      await v1.register(authRoutes(ctx, twoStepGate));
      await v1.register(setupRoutes(ctx));
      await v1.register(twoStepRoutes(ctx));
      await v1.register(adminUserRoutes(ctx));
      await v1.register(accountDataRoutes(ctx));
      await v1.register(adminContentRoutes(ctx));
      await v1.register(connectedRecipeRoutes(ctx));
      await v1.register(catalogRoutes(ctx));
      await v1.register(chapterRoutes(ctx));
      await v1.register(engagementRoutes(ctx));
      await v1.register(searchRoutes(ctx));
      await v1.register(billingRoutes(ctx));
      await v1.register(groceryRoutes(ctx));
      await v1.register(recipeBoxRoutes(ctx));
      await v1.register(mealPlanRoutes(ctx));
      await v1.register(recipeNotesRoutes(ctx));
      await v1.register(watchingRoutes(ctx));
      await v1.register(profileRoutes(ctx));
      await v1.register(faqRoutes(ctx));
      await v1.register(adminFaqRoutes(ctx));
      await v1.register(mediaRoutes(ctx));
      await v1.register(muxRoutes(ctx));
      await v1.register(homeRoutes(ctx));
      await v1.register(homeEditorRoutes(ctx));
      await v1.register(carouselRoutes(ctx));
      await v1.register(subscribeRoutes(ctx));
      await v1.register(newsletterRoutes(ctx));
      await v1.register(mailPreferenceRoutes(ctx));
      await v1.register(adminAnnouncementRoutes(ctx));
      await v1.register(communityRoutes(ctx));
      await v1.register(reportRoutes(ctx));
      await v1.register(memberReportRoutes(ctx));
      await v1.register(notificationRoutes(ctx));
      await v1.register(eventRoutes(ctx));
      await v1.register(liveRoutes(ctx));
      await v1.register(storeRoutes(ctx));
      await v1.register(storeAdminRoutes(ctx));
      await v1.register(staffRoutes(ctx));
      await v1.register(auditRoutes(ctx));
      await v1.register(audienceRoutes(ctx));
      await v1.register(analyticsRoutes(ctx));
    },
    { prefix: '/v1' },
  );

  await registerMediaWorkers(ctx);
  await registerMuxWorkers(ctx);
  await registerLiveWorkers(ctx);
  await registerDemoClipWorker(ctx);
  await registerBillingWorkers(ctx);
  await registerHomeWorkers(ctx);
  await registerNewsletterWorkers(ctx);
  await registerNotificationWorkers(ctx);
  await registerStoreWorkers(ctx);
  await registerMaintenanceWorkers(ctx);
  await registerBackupWorkers(ctx);
  await registerAudienceWorkers(ctx, (fn) => app.addHook('preClose', fn));
  await registerSiteFiles(app, ctx);
  const render = await pageRender(app, ctx, config.webDistDir, config.HOME_CACHE_SECONDS);
  // A page kept drawn costs no query: it is served even while other requests are shed.
  if (render) {
    shedding.spare(
      (request) =>
        request.method === 'GET' &&
        !request.headers.authorization &&
        render.holds(request.url, screenOf(request.headers)),
    );
  }
  await registerWebApp(app, config.webDistDir, {
    transformIndex: brandedIndex(ctx, pageHeads(homePageHead(ctx), catalogPageHead(ctx))),
    brand: async () => {
      const s = await settings.get();
      return { name: s.brand_name, color: s.primary_color };
    },
    render,
  });
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
