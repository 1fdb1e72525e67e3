// Mail over SMTP (nodemailer): one transport per server, made from SMTP_URL and MAIL_FROM.
import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close(): void;
}

export function createSmtpMailer(options: { smtpUrl: string; from: string }): Mailer {
  // A pool: a rush of sign-in requests reuses a few connections instead of one each.
  const url = new URL(options.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport = nodemailer.createTransport({
    host: url.hostname,
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    auth:
      url.username === ''
        ? undefined
        : { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    pool: true,
    maxConnections: 3,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send({ to, subject, text }) {
      await transport.sendMail({ from: options.from, to, subject, text });
    },
    close() {
      transport.close();
    },
  };
}
