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

/**
 * A mailed link as a log line may show it: without its query, where the link tokens are. Logs are read and kept
 * by more people and for longer than a mailbox; the whole link stays in the outbox.
 */
export const loggableLink = (link: string) => {
  if (!link) return "";
  try {
    const url = new URL(link);
    return `${url.origin}${url.pathname}${url.search ? "?…" : ""}`;
  } catch {
    return "(link)";
  }
};

/** Development stand-in for SMTP: mails land in a collection and one log line. */
export function createOutboxMailer(outbox: OutboxRepository, log: (line: string) => void): Mailer {
  return {
    async send(mail) {
      await outbox.insert({ ...mail, to: mail.to.toLowerCase(), createdAt: new Date() });
      log(`[mail] to=${mail.to} subject="${mail.subject}" link=${loggableLink(mail.link)}`);
    },
  };
}
