import nodemailer from 'nodemailer';
import type { Logger } from '../../logger';

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
 * Without SMTP the mail is written to the log so a developer can follow a reset link. This is the
 * one place a token reaches the log, on purpose, and only when no mail server is configured.
 */
export function createLogMailer(logger: Logger): Mailer {
  return {
    async send(mail) {
      logger.info({ mailTo: mail.to, subject: mail.subject }, `mail (SMTP_URL not set):\n${mail.text}`);
    },
  };
}
