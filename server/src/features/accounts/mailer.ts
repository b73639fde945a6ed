import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';

/** @internal */
export interface Mail {
  to: string;
  subject: string;
  text: string;
}

/** Where outgoing mail goes: SMTP when configured, else the server log (development). */
export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP each mail is written as a file to an outbox folder (DATA_DIR/outbox), so a developer can
 * follow a reset link; the log says a mail was written and where, never what it says (a reset link is a
 * credential and never reaches the log).
 */
export function createOutboxMailer(dir: string, logger: Logger): Mailer {
  let count = 0;
  return {
    async send(mail) {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = path.join(dir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${++count}.txt`);
      await writeFile(file, `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`, { mode: 0o600 });
      logger.info({ subject: mail.subject, file }, 'mail written to the outbox (SMTP_URL not set)');
    },
  };
}
