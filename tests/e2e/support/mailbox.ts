import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { freePort } from './server';

export interface RunningMailbox {
  smtpUrl: string;
  stop: () => Promise<void>;
}

/** A real SMTP server on loopback that writes each message it receives into `dir`. */
export async function startMailbox(dir: string): Promise<RunningMailbox> {
  await mkdir(dir, { recursive: true });
  let count = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        count += 1;
        const name = `${Date.now()}-${String(count).padStart(4, '0')}.eml`;
        writeFile(path.join(dir, name), Buffer.concat(chunks)).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links. */
function decodeQuotedPrintable(text: string): string {
  return text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export interface CapturedMail {
  raw: string;
  text: string;
}

/** The messages captured so far whose headers or body mention `recipient`. */
export async function mailsTo(dir: string, recipient: string): Promise<CapturedMail[]> {
  const names = (await readdir(dir)).filter((name) => name.endsWith('.eml')).sort();
  const mails = await Promise.all(
    names.map(async (name) => {
      const raw = await readFile(path.join(dir, name), 'utf8');
      return { raw, text: decodeQuotedPrintable(raw) };
    }),
  );
  return mails.filter((mail) => mail.raw.toLowerCase().includes(recipient.toLowerCase()));
}
