import Fastify, { LogController } from 'fastify';
import type { FastifyInstance } from 'fastify';
import { keysByVariable } from './config';
import type { ServerConfig } from './config';
import { migrateToLatest, openDatabase, poolOf } from './db/database';
import type { Db } from './db/database';
import { clientRoutes } from './http/client';
import { crawlRoutes } from './http/crawl';
import { detailPage } from './http/detail-page';
import { appRender } from './http/app-render';
import { addHealthRoutes } from './http/health';
import { metricsRoutes } from './http/metrics';
import { addRequestIdHeader, requestIds } from './http/request-id';
import { sharePreviewRoutes } from './http/share-preview';
import { chatPushRoutes } from './http/chat-push';
import { envelopeRoutes } from './http/envelope';
import { createAnswerCall } from './http/api-answers';
import { firstScreen } from './http/first-replies';
import { installErrorHandler } from './http/error-handler';
import { uploadImageRoutes } from './http/upload-image';
import { mediaRoutes } from './http/media';
import { registerUploadParsers } from './http/multipart';
import { moneyPayoutRoutes } from './http/money-payout-notify';
import { moneySandboxPayRoutes } from './http/money-sandbox-pay';
import { smsOutboxRoutes } from './http/sms-outbox';
import { inviteRoutes } from './routes/invite';
import { DEFAULT_INVITES } from './domain/invite';
import { attachNoticePush } from './domain/common';
import { PASSWORD_GATE, PasswordGate, sandboxSms } from './domain/accounts';
import { uploadVideoRoutes } from './http/upload-video';
import { memoryFanout, postgresFanout } from './lib/chat-fanout';
import { checkSharedKeys } from './lib/cluster-keys';
import { loadGatewaySecret } from './lib/gateway-secret';
import { watchPool } from './lib/metrics';
import { jobHandlers, openBackground } from './background';
import type { Background } from './background';
import { bucketOrigin } from './lib/s3-parts';
import { createDirectParts, createMediaStorage } from './lib/storage-backend';
import type { MediaStorage } from './lib/media-storage';
import { hexToBytes } from '../protocol/base64';
import { createNodeCipher } from './lib/node-cipher';
import { addSecurityHeaders } from './plugins/security-headers';
import { answerUnroutableUrl } from './http/bad-url';
import { addPostViewSweep } from './plugins/post-view-sweep';
import { addOrderSweep } from './plugins/order-sweep';
import { addPostLifeSweep } from './plugins/post-life-sweep';
import { addUploadSweep } from './plugins/upload-sweep';
import { refuseDemoLogins } from './seed/demo-logins';
import { accountsRoutes } from './routes/accounts';
import type { GateRule } from './domain/accounts';
import { appointmentRoutes } from './routes/appointments';
import { uploadRoutes } from './routes/upload';
import { listingsRoutes } from './routes/listings';
import { DEFAULT_MESSAGING } from './domain/listings';
import { exploreRoutes } from './routes/explore';
import { publicPagesRoutes } from './routes/public-pages';
import { chatRoutes } from './routes/chat';
import { moneyRoutes } from './routes/money';
import { peopleRoutes } from './routes/people';
import { consoleRoutes } from './routes/console';
import { consoleMoneyRoutes } from './routes/console-money';
import { consoleReviewRoutes } from './routes/console-review';
import { consoleContentRoutes } from './routes/console-content';
import { consoleUsersRoutes } from './routes/console-users';
import { consoleCurationRoutes } from './routes/console-curation';
import { consoleJobsRoutes } from './routes/console-jobs';
import { ApiRegistry } from './routes/registry';
import { releaseRoutes } from './routes/release';
import { DEFAULT_POST_LIFE } from './domain/release';
import { createSandboxGateway, createSandboxPayout, DEFAULT_MONEY } from './domain/money';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    storage: MediaStorage;
    /** The background jobs, when the config asks for them (config.jobs). */
    background: Background | null;
    config: ServerConfig;
    /** The envelope endpoints with their payload schemas (read by tests that walk every endpoint). */
    api: ApiRegistry;
  }
}

// Paths pino replaces with [Redacted]; request bodies are never logged in the first place.
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.password_hash',
  '*.token',
  '*.keys',
  '*.apiKey',
  '*.signKey',
  '*.mediaKey',
];

export interface BuildOptions {
  /** Where JSON log lines go (default stdout); tests capture them to check what gets logged. */
  logStream?: { write(line: string): void };
  /** How many password checks may run and wait at once (default PASSWORD_GATE); tests of the counters widen it. */
  passwordGate?: GateRule;
}

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: { paths: REDACT },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    // Ours reads X-Request-Id, from trusted proxies only.
    genReqId: requestIds(config.trustProxy),
    requestIdHeader: false,
    // Our onResponse hook writes one line per request instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.trustProxy,
    frameworkErrors: answerUnroutableUrl,
  });
  app.addHook('onResponse', async (req, reply) => {
    const level = reply.statusCode >= 500 ? 'warn' : 'debug';
    req.log[level](
      { method: req.method, url: req.url.split('?')[0], status: reply.statusCode, ms: Math.round(reply.elapsedTime) },
      'request',
    );
  });
  addRequestIdHeader(app);
  metricsRoutes(app, { trustProxy: config.trustProxy, token: config.metricsToken ?? null });
  app.setNotFoundHandler((_req, reply) => reply.code(404).type('text/plain; charset=utf-8').send('not found'));
  // The browser PUTs video pieces straight to the bucket when there is one, and loads media from the CDN.
  addSecurityHeaders(app, {
    store: config.s3 ? bucketOrigin(config.s3) : null,
    media: config.mediaPublicUrl ? new URL(config.mediaPublicUrl).origin : null,
  });

  const db = openDatabase({
    dataDir: config.dataDir,
    databaseUrl: config.databaseUrl,
    pgSchema: config.pgSchema ?? undefined,
  });
  app.addHook('onClose', async () => db.destroy());
  const pool = poolOf(db);
  if (pool) {
    const unwatch = watchPool(pool);
    app.addHook('onClose', async () => unwatch());
  }
  const sandboxSecret =
    config.sandboxPay === false ? null : loadGatewaySecret(config.dataDir, config.sandboxPaySecret ?? null);
  try {
    await migrateToLatest(db);
    if (config.production) await refuseDemoLogins(db);
    // One process per database on SQLite: only PostgreSQL deployments can have processes that disagree.
    if (config.databaseUrl) {
      const shared = keysByVariable(config.keys);
      if (sandboxSecret !== null) shared.SANDBOX_PAY_SECRET = sandboxSecret;
      await checkSharedKeys(db, shared, Math.floor(Date.now() / 1000));
    }
  } catch (err) {
    await app.close();
    throw err;
  }
  const storage = createMediaStorage({ dataDir: config.dataDir, s3: config.s3 ?? null });
  const parts = createDirectParts(config.s3 ?? null);
  app.decorate('db', db).decorate('storage', storage).decorate('config', config);
  const background = config.jobs ? await openBackground(config, db, app.log) : null;
  app.decorate('background', background);
  if (background) {
    // preClose: running jobs stop (and go back to the queue) while the database is still open.
    app.addHook('preClose', async () => background.queue.close());
    const jobs = config.jobs!;
    if (jobs.workers > 0)
      app.addHook('onReady', async () => background.queue.start(jobHandlers(config, jobs, db, storage), jobs.workers));
  }

  const { keys } = config;
  const cipher = createNodeCipher({
    apiKey: hexToBytes(keys.apiKey),
    apiIv: hexToBytes(keys.apiIv),
    signKey: hexToBytes(keys.signKey),
  });
  installErrorHandler(app, cipher);
  const { signKey, uploadSecret } = keys;
  // With a job queue (`npm start`, `npm run worker`), a finished upload's whole-file check runs as a job.
  const uploads = {
    db,
    dataDir: config.dataDir,
    storage,
    parts,
    signKey,
    uploadSecret,
    jobs: background?.queue ?? null,
  };
  const api = new ApiRegistry();
  const messaging = config.messaging === undefined ? DEFAULT_MESSAGING : config.messaging;
  listingsRoutes(api, { keys, messaging, mediaPublicUrl: config.mediaPublicUrl ?? null });
  const invites = config.invites ?? DEFAULT_INVITES;
  accountsRoutes(api, { sms: sandboxSms, passwords: new PasswordGate(options.passwordGate ?? PASSWORD_GATE) });
  const life = config.postLife ?? DEFAULT_POST_LIFE;
  releaseRoutes(api, { life });
  uploadRoutes(api, { ...uploads, piecesEnabled: config.uploadMode === 'pieces' });
  const money = config.money ?? DEFAULT_MONEY;
  const sandbox = sandboxSecret === null ? null : createSandboxGateway(sandboxSecret);
  const gateways = new Map(sandbox ? [[sandbox.code, sandbox]] : []);
  // The sandbox pays out for free as it credits for free: on and off together (SANDBOX_PAY).
  const sandboxPayout = sandboxSecret === null ? null : createSandboxPayout(sandboxSecret);
  const payouts = new Map(sandboxPayout ? [[sandboxPayout.code, sandboxPayout]] : []);
  moneyRoutes(api, { money, gateways });
  const fanout = config.databaseUrl
    ? await postgresFanout(config.databaseUrl, config.pgSchema ?? null, app.log)
    : memoryFanout();
  app.addHook('onClose', async () => fanout.close());
  // Notices (a paid withdrawal, a credited recharge…) reach their reader's open tabs on the same stream.
  attachNoticePush(db, fanout, !config.databaseUrl);
  chatRoutes(api, { fanout });
  peopleRoutes(api);
  appointmentRoutes(api, { fanout });
  exploreRoutes(api);
  publicPagesRoutes(api);
  inviteRoutes(api, { invites });
  consoleRoutes(api);
  consoleReviewRoutes(api);
  consoleMoneyRoutes(api, { payouts });
  consoleContentRoutes(api);
  consoleUsersRoutes(api);
  consoleCurationRoutes(api);
  consoleJobsRoutes(api, { background });

  app.decorate('api', api);
  const answer = createAnswerCall({ registry: api, cipher, db });
  addHealthRoutes(app, { db, fanout, storage });
  await app.register(envelopeRoutes, { answer, cipher });
  await app.register(chatPushRoutes, { db, fanout, cipher });
  await app.register(mediaRoutes, { storage, db });
  await app.register(async (binary) => {
    await registerUploadParsers(binary);
    uploadImageRoutes(binary, { db, storage, uploadImgKey: keys.uploadImgKey, mediaKey: hexToBytes(keys.mediaKey) });
    uploadVideoRoutes(binary, { ...uploads, mp4Key: keys.uploadMp4Key });
  });
  await app.register(sharePreviewRoutes, { db, storage, mediaKey: hexToBytes(keys.mediaKey) });
  await app.register(crawlRoutes, { db });
  await app.register(clientRoutes, {
    clientDir: config.clientDir,
    keys,
    adaptationThreshold: config.adaptationThreshold,
    // The page's first picture comes from where every later one will (the CDN when there is one).
    firstScreen: (req) =>
      firstScreen(answer, db, req, config.mediaPublicUrl ? `${config.mediaPublicUrl}/media/` : undefined),
    detailPage: (req) => detailPage(db, req),
    renderApp: appRender(config.clientDir, cipher),
  });
  if (sandbox) await app.register(moneySandboxPayRoutes, { db, gateways, sandbox, invites });
  if (payouts.size > 0) await app.register(moneyPayoutRoutes, { db, adapters: payouts, sandbox: sandboxPayout });
  if (!config.production) await app.register(smsOutboxRoutes, { db });
  addUploadSweep(app, { db, dataDir: config.dataDir, storage, parts });
  addPostViewSweep(app, db);
  addOrderSweep(app, { db });
  addPostLifeSweep(app, { db, life });
  return app;
}
