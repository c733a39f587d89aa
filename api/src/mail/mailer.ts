import nodemailer from "nodemailer";
import type { OutboxRepository } from "../repositories/outbox-repository";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link the mail carries; kept separately so the dev outbox can expose it. */
  link: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
      });
    },
  };
}

/** Development stand-in for SMTP: mails land in a collection and one log line. */
export function createOutboxMailer(outbox: OutboxRepository, log: (line: string) => void): Mailer {
  return {
    async send(mail) {
      await outbox.insert({ ...mail, to: mail.to.toLowerCase(), createdAt: new Date() });
      // The link is a credential (a reset link is a way into the account): it stays in the outbox, out of logs.
      log(`[mail] to=${mail.to} subject="${mail.subject}" kept in the development outbox`);
    },
  };
}
