import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { escapeHtml } from './render-email';

/**
 * A small Spanish page answered by the links of emails (unsubscribe, address verification).
 * `bodyHtml` is markup made by the caller, its values escaped.
 */
export function linkPage(
  reply: FastifyReply,
  status: number,
  title: string,
  bodyHtml: string,
): FastifyReply {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(
      '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${escapeHtml(title)} · Vigía</title></head>` +
        '<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#111827">' +
        `<h1 style="font-size:22px">${escapeHtml(title)}</h1>${bodyHtml}</body></html>`,
    );
}

/**
 * The confirm buttons (and mail clients' one-click unsubscribe) post a form; what matters is the
 * link's token, in its query, so the form's content is taken as it is and not needed.
 */
export function acceptFormPosts(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
}

/**
 * The `?token=` of a link, '' when it is missing or repeated: such a link is answered by its page
 * saying that it does not work, not by the api's JSON error.
 */
export const tokenQuerySchema = z.object({
  token: z.string().catch('').describe('The signed token of the email link'),
});

/** A form that POSTs the same link back: mail scanners open links, people press buttons. */
export function confirmForm(token: string, label: string): string {
  return (
    `<form method="post" action="?token=${escapeHtml(encodeURIComponent(token))}">` +
    `<button type="submit" style="padding:10px 16px;font-size:16px">${escapeHtml(label)}</button></form>`
  );
}

/** The app's settings, as a link in a link page's text. */
export function settingsLink(appUrl: string): string {
  return `<a href="${escapeHtml(appUrl)}/settings">Ajustes</a>`;
}

/** A link that does not work: 410 when it expired, 400 otherwise, each with its own text. */
export function refusedLinkPage(
  reply: FastifyReply,
  outcome: 'invalid' | 'expired',
  textHtml: Record<'invalid' | 'expired', string>,
): FastifyReply {
  return outcome === 'expired'
    ? linkPage(reply, 410, 'Enlace caducado', `<p>${textHtml.expired}</p>`)
    : linkPage(reply, 400, 'Enlace no válido', `<p>${textHtml.invalid}</p>`);
}
