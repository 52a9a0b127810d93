import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { updateProfile } from '../users/repository';
import type { Database } from '../../db/client';
import { verifyUnsubscribeToken } from './unsubscribe-link';

export interface UnsubscribeRoutesOptions {
  db: Database;
  linkSecret: string;
  appUrl: string;
}

const tokenQuery = {
  type: 'object',
  properties: { token: { type: 'string', description: 'The signed token of the email link' } },
  required: ['token'],
};

function page(reply: FastifyReply, status: number, title: string, body: string): FastifyReply {
  return reply
    .status(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(
      '<!doctype html><html lang="es"><head><meta charset="utf-8">' +
        '<meta name="viewport" content="width=device-width, initial-scale=1">' +
        `<title>${title} · Vigía</title></head>` +
        '<body style="font-family:Arial,Helvetica,sans-serif;max-width:560px;margin:48px auto;padding:0 16px;color:#111827">' +
        `<h1 style="font-size:22px">${title}</h1>${body}</body></html>`,
    );
}

function tokenOf(query: unknown): string {
  const token = (query as { token?: unknown } | undefined)?.token;
  return typeof token === 'string' ? token : '';
}

/**
 * The link of every email's footer and List-Unsubscribe header. Opening it asks for a
 * confirmation (mail scanners open links); the confirmation, or a mail client's one-click POST
 * (RFC 8058), turns the account's email notifications off. No sign-in: the token is signed.
 */
export const unsubscribeRoutes: FastifyPluginAsync<UnsubscribeRoutesOptions> = async (
  app,
  { db, linkSecret, appUrl },
) => {
  // One-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; its content is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );

  const invalid = (reply: FastifyReply) =>
    page(
      reply,
      400,
      'Enlace no válido',
      '<p>Este enlace para dejar de recibir correos no es válido. Copia el enlace completo del ' +
        `correo, o cambia tus notificaciones en <a href="${appUrl}/settings">Ajustes</a>.</p>`,
    );

  app.get(
    '/unsubscribe',
    {
      schema: {
        summary: 'Asks to confirm turning email notifications off (the link in every email)',
        tags: ['email'],
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const token = tokenOf(request.query);
      if (!verifyUnsubscribeToken(linkSecret, token)) return invalid(reply);
      return page(
        reply,
        200,
        '¿Dejar de recibir correos de Vigía?',
        '<p>Dejarás de recibir por email los avisos de tus suscripciones. Seguirás viéndolos en ' +
          'la aplicación.</p>' +
          `<form method="post" action="?token=${encodeURIComponent(token)}">` +
          '<button type="submit" style="padding:10px 16px;font-size:16px">Dejar de recibir correos</button></form>',
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: 'Turns the email notifications of the token’s account off (one click)',
        tags: ['email'],
        querystring: tokenQuery,
      },
    },
    async (request, reply) => {
      const uid = verifyUnsubscribeToken(linkSecret, tokenOf(request.query));
      if (!uid) return invalid(reply);
      const user = await updateProfile(db, uid, {
        notification_settings: { emailNotifications: false },
      });
      if (!user) return invalid(reply);
      request.log.info({ uid }, 'Email notifications turned off by unsubscribe link');
      return page(
        reply,
        200,
        'Ya no recibirás correos de Vigía',
        '<p>Hemos desactivado tus notificaciones por email. Puedes volver a activarlas cuando ' +
          `quieras en <a href="${appUrl}/settings">Ajustes</a>.</p>`,
      );
    },
  );
};
