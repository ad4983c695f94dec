import { randomUUID } from 'node:crypto';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { AppContext } from './context';
import { openDatabase, type Database } from './db/client';
import { registerAccessGuard } from './http/access';
import { registerErrorHandler } from './http/error-handler';
import { registerWebApp } from './http/web-app';
import { authRoutes } from './modules/auth/auth.routes';
import { siteRoutes } from './modules/site/site.routes';
import { createMailer, type Mailer } from './platform/mail';

export interface BuildOptions {
  /** An already opened database (tests pass their own). */
  database?: Database;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

/** The Fastify instance with every plugin and route registered; it does not listen. */
export async function buildApp(config: Config, opts: BuildOptions = {}) {
  const app = Fastify({
    logger: opts.logger ?? { level: config.LOG_LEVEL },
    requestIdHeader: false,
    requestIdLogLabel: 'reqId',
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 1_048_576,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database = opts.database ?? (await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir }));
  const ownsDatabase = !opts.database;
  const mailer = opts.mailer ?? createMailer(config, app.log);
  const ctx: AppContext = { config, database, db: database.db, mailer, log: app.log };
  app.decorate('ctx', ctx);
  app.addHook('onClose', async () => {
    await mailer.close();
    if (ownsDatabase) await database.close();
  });

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://accounts.google.com/gsi/client'],
        styleSrc: ["'self'", "'unsafe-inline'", 'https://accounts.google.com/gsi/style'],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:', 'https:'],
        connectSrc: ["'self'", 'https://accounts.google.com/gsi/'],
        frameSrc: ['https://accounts.google.com/gsi/', 'https://www.youtube.com', 'https://www.youtube-nocookie.com'],
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
  await app.register(rateLimit, { global: false });
  registerAccessGuard(app, config);
  registerErrorHandler(app);

  await app.register(swagger, {
    openapi: {
      info: { title: `${config.BRAND_NAME} API`, version: '1.0.0' },
      servers: [{ url: '/v1' }],
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(async (docs) => {
    // The documentation pages are public; their routes are declared so here.
    docs.addHook('onRoute', (route) => {
      route.config = { ...(route.config as object), access: 'public' };
    });
    await docs.register(swaggerUi, { routePrefix: '/v1/docs', staticCSP: true });
  });

  await app.register(
    async (v1) => {
      await v1.register(siteRoutes(ctx));
      await v1.register(authRoutes(ctx));
    },
    { prefix: '/v1' },
  );

  await registerWebApp(app, config.webDistDir);
  return app;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
