import { buildApp } from './app';
import { bootstrapOwner } from './bootstrap';
import { loadConfig } from './config';
import { DEMO_PASSWORD, DEMO_USERS, seedDemo } from './demo/seed';

async function main() {
  const config = loadConfig();
  const { app, ctx } = await buildApp(config);
  const log = app.log;
  log.info({ database: ctx.database.location }, 'database ready');

  if (config.demo) {
    const seeded = await seedDemo(ctx.database, {
      historyHours: config.demoHistoryHours,
      historyDays: config.demoHistoryDays,
    });
    log.info(seeded ? 'demo data seeded' : 'demo data already present');
  } else {
    const result = await bootstrapOwner(ctx);
    if (result.kind === 'admin-created') log.info({ email: result.email }, 'admin user created');
    if (result.kind === 'set-password-link') {
      log.warn(
        { email: result.email },
        'no ADMIN_PASSWORD: set the admin password once at the link below',
      );
      process.stdout.write(
        `\nSet the admin password (${result.email}) here, once, within 24 hours:\n  ${result.link}\n\n`,
      );
    }
  }
  log.info({ mail: ctx.mailer.describe() }, 'mail delivery');

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  log.info(
    {
      maxConnections: app.server.maxConnections,
      maxConnectionsPerAddress: config.maxConnectionsPerAddress || 'no cap',
      headersTimeoutMs: config.httpHeadersTimeoutMs,
      requestTimeoutMs: config.httpRequestTimeoutMs,
    },
    'connection limits',
  );
  if (config.demo) {
    const logins = DEMO_USERS.map(
      (u) =>
        `  ${u.email.padEnd(24)} ${u.roles.map(([org, role]) => `${role}@${org}`).join(', ') || 'no roles'}`,
    );
    process.stdout.write(
      `\nConnect console: ${config.publicUrl} (listening on ${address})\n` +
        `Demo logins, password "${DEMO_PASSWORD}":\n${logins.join('\n')}\n` +
        `Mail goes to: ${ctx.mailer.describe()}\n\n`,
    );
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
