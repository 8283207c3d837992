import Fastify, { type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import helmet from 'helmet';
import type { Kysely } from 'kysely';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { MentorProvider } from '@grove/mentor';
import type { SafetyModerationLayer } from '@grove/safety';
import type { ApiConfig, ServerFeatures } from './config';
import type { Database } from './db/schema';
import { actorPreHandler } from './plugins/actor';
import { BODY_LIMIT_BYTES, errorsClientConnection, errorsFramework, errorsPlugin, PATH_SEGMENT_MAX } from './plugins/errors';
import { inputTextPlugin } from './plugins/inputText';
import { jsonBodiesPlugin } from './plugins/jsonBodies';
import { rateLimitCheck, rateLimitsPlugin, type RateLimitCheck } from './plugins/rateLimits';
import { adminRoutes } from './routes/admin';
import { adminModerationRoutes, systemStatusDetailsFor } from './routes/adminModeration';
import { adminInsightsRoutes } from './routes/adminInsights';
import { chatRoutes } from './routes/chat';
import { childrenRoutes } from './routes/children';
import { dataRightsRoutes } from './routes/dataRights';
import { emailRoutes } from './routes/email';
import { foundersRoutes } from './routes/founders';
import { journalRoutes } from './routes/journal';
import { memoryRoutes } from './routes/memory';
import { parentOverviewRoutes } from './routes/parentOverview';
import { radarRoutes } from './routes/radar';
import { consentsRoutes } from './routes/consents';
import { limitsRoutes } from './routes/limits';
import { parentPinResetRoutes } from './routes/parentPinReset';
import { serverTimeoutsFor, type ServerTimeouts } from './serverTimeouts';
import { backgroundTasksCreate, type BackgroundTasks } from './services/background';
import { systemPromptRoutes } from './routes/systemPrompt';
import { systemRoutes } from './routes/system';
import { tokensRoutes } from './routes/tokens';
import { trialRoutes } from './routes/trial';
import { usersRoutes } from './routes/users';
import { wonderRoutes } from './routes/wonder';
import type { Mailer } from './services/mailer';
import { mentorBuiltinFromConfig, mentorFromConfig, mentorStatusOf, type MentorService } from './services/mentor';
import { moderationFromConfig } from './services/moderation';
import { paymentsFromConfig, type Payments } from './services/payments';
import type { TokenVerifier } from './services/tokenVerifier';
import type { AccountRowCache } from './db/accountCache';
import { mindInProcess, type MindCompute } from './services/mindThreads';

/** Everything the app needs from outside; tests pass their own database, clock and mailer. */
export interface AppDeps {
  config: ApiConfig;
  version: string;
  db: Kysely<Database>;
  databaseKind: 'pglite' | 'postgres';
  /** The process's account cache (`OpenDatabase.accounts`); without one every request reads its row. */
  accounts?: AccountRowCache;
  verifier: TokenVerifier;
  mailer: Mailer;
  /** The clock; injected so uptime, expiries and lockouts are testable. */
  now?: () => Date;
  /** Log requests (off in tests). */
  logger?: boolean;
  /** The model provider; built from `config.mentor` when not given (tests pass their own). */
  mentor?: MentorProvider;
  /** The mentor with its status (`main.ts` builds it from `config.mentor`, so it can wait for the first probe). */
  mentorService?: MentorService;
  /** Remote moderation layers; built from `config.moderation` when not given. */
  moderation?: readonly SafetyModerationLayer[];
  /** The payment provider; built from `config.payments` when not given. */
  payments?: Payments;
  /** Where the radar's scoring runs (`main.ts` passes its mind threads); this thread when not given. */
  mind?: MindCompute;
  /** Overrides of the server's timeouts (see {@link serverTimeoutsFor}); tests make them small. */
  serverTimeouts?: Partial<ServerTimeouts>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's background tasks (see {@link BackgroundTasks}); tests wait on `background.idle()`. */
    background: BackgroundTasks;
  }
}

/** What every route module receives. */
export interface RouteDeps {
  db: Kysely<Database>;
  now: () => Date;
  mailer: Mailer;
  /** The pre-handler that authenticates a request and resolves its actor. */
  authenticate: ReturnType<typeof actorPreHandler>;
  /** The model provider chats go to. */
  mentor: MentorProvider;
  /** Remote moderation layers every chat turn passes through besides the offline classifier (none by default). */
  moderation: readonly SafetyModerationLayer[];
  /** How token packages are paid for. */
  payments: Payments;
  /** The anonymous trial: its allowance and its per-IP rate limits. */
  trial: RouteTrialDeps;
  /** Work started by a request and finished after its reply (scoring a chat turn for the radar). */
  background: BackgroundTasks;
  /** SPEC §3's flags the server decides (`FEATURE_FLAGS`: the symbolic system, metrics collection, tag extraction). */
  features: ServerFeatures;
  /** The sign-in service: deleting an account deletes its Firebase user too (issue 18). */
  verifier: TokenVerifier;
  /**
   * Grove's builtin mind on this server (`mentor` itself when that is the builtin mind): a child's turn
   * goes here instead of an external model while the parent's external_model consent is not in force.
   */
  builtinMentor: MentorProvider;
  /** The founders club and referrals (issue 19). */
  founders: RouteFoundersDeps;
  /** Where CPU-heavy pure work runs: worker threads or this thread (services/mindThreads.ts). */
  mind: MindCompute;
}

/** What the founders-club routes need beyond the database. */
export interface RouteFoundersDeps {
  /** The public calls (validate, track-usage, mark-conversion, seats) per IP (`FOUNDERS_PUBLIC_RATE_LIMIT` a minute). */
  publicRateLimit: RateLimitCheck;
  /** `FOUNDERS_PROOF_SECRET`, or null for the key kept in `server_secrets`. */
  proofSecret: string | null;
}

/** What the trial routes need beyond the database. */
export interface RouteTrialDeps {
  /** Tokens per allowance (`TRIAL_TOKEN_LIMIT`). */
  limit: number;
  /** Trial chats per IP (`TRIAL_CHAT_RATE_LIMIT` a minute). */
  chatRateLimit: RateLimitCheck;
  /** Trial status reads per IP (`TRIAL_STATUS_RATE_LIMIT` a minute). */
  statusRateLimit: RateLimitCheck;
}

/** The rate limits' window. */
const MINUTE_MS = 60_000;

/**
 * Builds the Fastify app with its plugins and routes but does not listen: `main.ts` listens, tests call
 * `app.inject()`. The OpenAPI document is generated from the api-contract zod schemas.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const now = deps.now ?? (() => new Date());
  // TRUST_PROXY decides the IP the server sees (trial records and rate limits are keyed by it): by
  // default the socket's address, so no caller can choose its IP with X-Forwarded-For.
  const { trustProxy } = deps.config;
  const timeouts: ServerTimeouts = { ...serverTimeoutsFor(deps.config), ...deps.serverTimeouts };
  const app = Fastify({
    logger: deps.logger ?? false,
    // A hop count trusts that many proxies nearest the server (what Fastify does with a number).
    trustProxy: typeof trustProxy === 'number' ? (_address: string, hop: number) => hop < trustProxy : trustProxy,
    bodyLimit: BODY_LIMIT_BYTES,
    routerOptions: { maxParamLength: PATH_SEGMENT_MAX },
    // Errors raised before routing and by the HTTP server itself get the API's error body too.
    frameworkErrors: errorsFramework,
    clientErrorHandler: errorsClientConnection,
    // Slow clients are timed out; see serverTimeoutsFor for why these values leave streamed chats alone.
    requestTimeout: timeouts.requestMs,
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    http: { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkIntervalMs },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('actor', null);
  errorsPlugin(app);
  jsonBodiesPlugin(app);
  inputTextPlugin(app);
  // Helmet's security headers on every reply, its middleware built once. (@fastify/helmet built it
  // again on every request: ~5 % of an authenticated read's CPU in bench:chat's profile, issue 22.)
  const securityHeaders = helmet({
    // The API docs page needs its own scripts and styles; everything else is JSON.
    contentSecurityPolicy: { directives: { defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'] } },
  });
  app.addHook('onRequest', (request, reply, done) =>
    securityHeaders(request.raw, reply.raw, (err?: unknown) => {
      // Helmet only calls back with an error it caught itself; Fastify's hook wants an Error.
      if (err === undefined) done();
      else done(err instanceof Error ? err : new Error(String(err)));
    }),
  );
  await app.register(cors, { origin: deps.config.corsOrigins.length > 0 ? deps.config.corsOrigins : false });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Grove API', version: deps.version },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'Firebase ID token' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  await rateLimitsPlugin(app, { db: deps.db, now });

  const given = deps.mentor;
  const mentorService: MentorService =
    deps.mentorService ?? (given ? { provider: given, status: () => mentorStatusOf(given), settled: async () => undefined } : mentorFromConfig(deps.config.mentor));
  const background = backgroundTasksCreate((message) => app.log.warn(message));
  app.decorate('background', background);
  // A closing app finishes what its requests started (a scoring write) before the database closes.
  app.addHook('onClose', async () => background.idle());
  const routeDeps: RouteDeps = {
    background,
    db: deps.db,
    now,
    mailer: deps.mailer,
    authenticate: actorPreHandler({ db: deps.db, verifier: deps.verifier, now, accounts: deps.accounts }),
    mentor: mentorService.provider,
    moderation: deps.moderation ?? moderationFromConfig(deps.config.moderation),
    payments: deps.payments ?? paymentsFromConfig(deps.config.payments),
    trial: {
      limit: deps.config.trial.tokenLimit,
      chatRateLimit: rateLimitCheck(app, { name: 'trial-chat', max: deps.config.trial.chatPerMinute, timeWindowMs: MINUTE_MS }),
      statusRateLimit: rateLimitCheck(app, { name: 'trial-status', max: deps.config.trial.statusPerMinute, timeWindowMs: MINUTE_MS }),
    },
    features: deps.config.features,
    verifier: deps.verifier,
    builtinMentor: mentorService.builtin ?? (mentorService.provider.name === 'builtin' ? mentorService.provider : mentorBuiltinFromConfig(deps.config.mentor)),
    founders: {
      publicRateLimit: rateLimitCheck(app, { name: 'founders-public', max: deps.config.founders.publicPerMinute, timeWindowMs: MINUTE_MS }),
      proofSecret: deps.config.founders.proofSecret,
    },
    mind: deps.mind ?? mindInProcess(),
  };
  systemRoutes(app, {
    version: deps.version,
    startedAt: now(),
    now,
    db: deps.db,
    databaseKind: deps.databaseKind,
    config: deps.config,
    mentorStatus: mentorService.status,
    details: systemStatusDetailsFor(routeDeps, { databaseKind: deps.databaseKind, config: deps.config, mentorStatus: mentorService.status }),
  });
  usersRoutes(app, routeDeps);
  childrenRoutes(app, routeDeps);
  emailRoutes(app, routeDeps);
  adminRoutes(app, routeDeps);
  chatRoutes(app, routeDeps);
  memoryRoutes(app, routeDeps);
  journalRoutes(app, routeDeps);
  radarRoutes(app, routeDeps);
  trialRoutes(app, routeDeps);
  await tokensRoutes(app, routeDeps);
  systemPromptRoutes(app, routeDeps);
  dataRightsRoutes(app, routeDeps);
  parentOverviewRoutes(app, routeDeps);
  consentsRoutes(app, routeDeps);
  limitsRoutes(app, routeDeps);
  parentPinResetRoutes(app, routeDeps);
  foundersRoutes(app, routeDeps);
  adminModerationRoutes(app, routeDeps);
  adminInsightsRoutes(app, routeDeps);
  wonderRoutes(app, routeDeps);
  return app;
}
