import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';

/** An address handed to nodemailer as an object: used as it is, never parsed from text. */
export interface MailAddress {
  name: string;
  address: string;
}

export interface MailMessage {
  to: string | MailAddress[];
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  /** Where mail goes, for logs and the status page. */
  describe(): string;
  check(): Promise<{ ok: boolean; detail: string }>;
  close(): void;
}

/** Real SMTP when a URL is given; otherwise .eml files in an outbox folder. */
export function createMailer(options: {
  smtpUrl: string | null;
  outboxDir: string;
  from: string;
}): Mailer {
  if (options.smtpUrl) {
    const transport: Transporter = nodemailer.createTransport(options.smtpUrl);
    const url = new URL(options.smtpUrl);
    return {
      async send(message) {
        await transport.sendMail({ from: options.from, ...message });
      },
      describe: () => `SMTP ${url.hostname}:${url.port || 25}`,
      async check() {
        try {
          await transport.verify();
          return { ok: true, detail: `SMTP ${url.hostname}:${url.port || 25}` };
        } catch (error) {
          return { ok: false, detail: `SMTP unreachable: ${(error as Error).message}` };
        }
      },
      close: () => transport.close(),
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: options.from, ...message });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[^a-zA-Z0-9]/g, '')}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
    describe: () => `outbox folder ${options.outboxDir}`,
    async check() {
      try {
        await fs.mkdir(options.outboxDir, { recursive: true });
        await fs.access(options.outboxDir, fs.constants.W_OK);
        return { ok: true, detail: `outbox ${options.outboxDir}` };
      } catch (error) {
        return { ok: false, detail: `outbox not writable: ${(error as Error).message}` };
      }
    },
    close: () => transport.close(),
  };
}
