import nodemailer from 'nodemailer';

/** A message to mail. */
export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
}

/** Sends mail through SMTP; undefined when no SMTP server is configured. */
export interface Mailer {
  send(message: MailMessage): Promise<string>;
}

/**
 * SMTP from SMTP_URL (smtp[s]://user:pass@host:port) or SMTP_HOST, SMTP_PORT, SMTP_USER, SMTP_PASS, SMTP_SECURE;
 * sender MAIL_FROM. Undefined when neither SMTP_URL nor SMTP_HOST is set.
 */
export function mailerFromEnv(env: NodeJS.ProcessEnv = process.env): Mailer | undefined {
  const from = env.MAIL_FROM?.trim() || 'console@localhost';
  let transport;
  if (env.SMTP_URL?.trim()) {
    transport = nodemailer.createTransport(env.SMTP_URL.trim());
  } else if (env.SMTP_HOST?.trim()) {
    const port = Number(env.SMTP_PORT ?? 587);
    transport = nodemailer.createTransport({
      host: env.SMTP_HOST.trim(),
      port,
      secure: env.SMTP_SECURE === 'true' || port === 465,
      ...(env.SMTP_USER && { auth: { user: env.SMTP_USER, pass: env.SMTP_PASS ?? '' } }),
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  } else {
    return undefined;
  }
  return {
    async send(message) {
      const info = await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      return String(info.messageId);
    },
  };
}
