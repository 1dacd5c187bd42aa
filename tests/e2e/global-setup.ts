import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMailbox } from './support/mailbox';
import { distDir, startServer } from './support/server';

/**
 * Starts a real SMTP server and the real platform server for the whole run. Tests find them
 * through E2E_BASE_URL and E2E_MAIL_DIR (the folder the SMTP server writes messages to).
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  if (!existsSync(path.join(distDir, 'index.html'))) {
    throw new Error(
      `${distDir} has no built console: run "npm run build" before the browser tests`,
    );
  }
  const mailDir = await mkdtemp(path.join(tmpdir(), 'console-e2e-mail-'));
  const mailbox = await startMailbox(mailDir);
  const server = await startServer({ SMTP_URL: mailbox.smtpUrl });
  process.env.E2E_BASE_URL = server.baseUrl;
  process.env.E2E_MAIL_DIR = mailDir;
  return async () => {
    await server.stop();
    await mailbox.stop();
    await rm(mailDir, { recursive: true, force: true });
  };
}
