// The mail channel: one pooled SMTP transport (nodemailer), plain text with simple HTML in the
// club's colours, the message's idempotency key as its Message-ID (a retry after a crash carries
// the same one, so a receiver that keeps them drops the copy) and, where the kind can be
// switched off, the one-click unsubscribe headers of RFC 8058.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { ResolvedPayload } from './bericht-payload';

export interface Colours {
  primary: string;
  secondary: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  idempotencyKey: string;
  payload: ResolvedPayload;
}

export interface MailChannel {
  send(mail: OutgoingMail, colours: Colours): Promise<void>;
  close(): void;
}

/** A Message-ID's left part takes letters, digits and a few signs: the key, made safe. */
export function messageId(idempotencyKey: string, publicUrl: string): string {
  const left = idempotencyKey.replace(/[^A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]/g, '.');
  return `<${left}@${new URL(publicUrl).hostname}>`;
}

const escape = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

/** Only a #rrggbb colour reaches the HTML (the club's colours are stored that way). */
const colour = (value: string, fallback: string) =>
  /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;

/** The HTML part: the text's paragraphs, a button to the page it is about, the unsubscribe. */
export function mailHtml(subject: string, payload: ResolvedPayload, colours: Colours): string {
  const primary = colour(colours.primary, '#b00000');
  const secondary = colour(colours.secondary, '#ffffff');
  const paragraphs = payload.text
    .split(/\n{2,}/)
    .map((p) => `<p style="margin:0 0 12px">${escape(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
  const button = payload.link
    ? `<p style="margin:16px 0"><a href="${escape(payload.link.url)}" style="display:inline-block;padding:10px 16px;background:${primary};color:${secondary};text-decoration:none;border-radius:4px">${escape(payload.link.label)}</a></p>`
    : '';
  const afmelden = payload.afmelden
    ? `<p style="margin:24px 0 0;font-size:13px;color:#555">Wil je deze berichten niet meer? <a href="${escape(payload.afmelden.pagina)}" style="color:#555">Afmelden</a></p>`
    : '';
  return (
    `<!doctype html><html lang="nl"><head><meta charset="utf-8"><title>${escape(subject)}</title></head>` +
    `<body style="margin:0;padding:0;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a">` +
    `<div style="background:${primary};color:${secondary};padding:12px 16px;font-weight:bold">${escape(subject)}</div>` +
    `<div style="padding:16px;max-width:600px">${paragraphs}${button}${afmelden}</div></body></html>`
  );
}

/** The plain text: the same, with the links written out. */
export function mailText(payload: ResolvedPayload): string {
  const parts = [payload.text];
  if (payload.link) parts.push(`${payload.link.label}: ${payload.link.url}`);
  if (payload.afmelden) {
    parts.push(`Wil je deze berichten niet meer? Afmelden: ${payload.afmelden.pagina}`);
  }
  return `${parts.join('\n\n')}\n`;
}

export function createMailChannel(options: {
  smtpUrl: string;
  from: string;
  publicUrl: string;
}): MailChannel {
  const url = new URL(options.smtpUrl);
  const secure = url.protocol === 'smtps:';
  const transport: Transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port === '' ? (secure ? 465 : 587) : Number(url.port),
    secure,
    auth:
      url.username === ''
        ? undefined
        : { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    // A few connections reused for a round's thousands of mails.
    pool: true,
    maxConnections: 4,
    maxMessages: 500,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  });
  return {
    async send(mail, colours) {
      const headers: Record<string, string> = {};
      if (mail.payload.afmelden) {
        headers['List-Unsubscribe'] = `<${mail.payload.afmelden.post}>`;
        headers['List-Unsubscribe-Post'] = 'List-Unsubscribe=One-Click';
      }
      await transport.sendMail({
        from: options.from,
        to: mail.to,
        subject: mail.subject,
        messageId: messageId(mail.idempotencyKey, options.publicUrl),
        text: mailText(mail.payload),
        html: mailHtml(mail.subject, mail.payload, colours),
        headers,
      });
    },
    close() {
      transport.close();
    },
  };
}
