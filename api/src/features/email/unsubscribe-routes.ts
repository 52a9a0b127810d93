import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { findUser, updateProfile } from '../users/repository';
import {
  acceptFormPosts,
  confirmForm,
  linkPage,
  refusedLinkPage,
  settingsLink,
  tokenQuerySchema,
} from './link-page';
import { addressFieldsOf, notificationAddress } from './recipient';
import { checkUnsubscribeToken, unsubscribeTokenAccount } from './unsubscribe-link';

export interface UnsubscribeRoutesOptions {
  db: Database;
  linkSecret: string;
  appUrl: string;
}

/**
 * The link of every email's footer and List-Unsubscribe header. Opening it asks for a
 * confirmation (mail scanners open links); the confirmation, or a mail client's one-click POST
 * (RFC 8058), turns the account's email notifications off. No sign-in: the token is signed, bound
 * to the address the email went to and to the account's email-link version, and expires.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<UnsubscribeRoutesOptions> = async (
  app,
  { db, linkSecret, appUrl },
) => {
  acceptFormPosts(app);

  const settings = settingsLink(appUrl);
  const refused = (reply: FastifyReply, outcome: 'invalid' | 'expired') =>
    refusedLinkPage(reply, outcome, {
      expired:
        'Este enlace para dejar de recibir correos ha caducado. Usa el de un correo más ' +
        `reciente, o cambia tus notificaciones en ${settings}.`,
      invalid:
        'Este enlace para dejar de recibir correos no es válido o ya no sirve (por ejemplo, ' +
        'porque volviste a activar los correos). Copia el enlace completo de un correo ' +
        `reciente, o cambia tus notificaciones en ${settings}.`,
    });

  /** The account the token is for, as it is now, or why the token does not work. */
  async function check(token: string) {
    const uid = unsubscribeTokenAccount(token);
    const user = uid ? await findUser(db, uid) : undefined;
    if (!user) return { outcome: 'invalid' as const };
    const binding = {
      uid: user.id,
      address: notificationAddress(addressFieldsOf(user)) ?? '',
      version: user.emailLinkVersion,
    };
    return { outcome: checkUnsubscribeToken(linkSecret, token, binding), user };
  }

  app.get(
    '/unsubscribe',
    {
      schema: {
        summary: 'Asks to confirm turning email notifications off (the link in every email)',
        tags: ['email'],
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const { outcome } = await check(token);
      if (outcome !== 'valid') return refused(reply, outcome);
      return linkPage(
        reply,
        200,
        '¿Dejar de recibir correos de Vigía?',
        '<p>Dejarás de recibir por email los avisos de tus suscripciones. Seguirás viéndolos en ' +
          'la aplicación.</p>' +
          confirmForm(token, 'Dejar de recibir correos'),
      );
    },
  );

  app.post(
    '/unsubscribe',
    {
      schema: {
        summary: 'Turns the email notifications of the token’s account off (one click)',
        tags: ['email'],
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const { outcome, user } = await check(request.query.token);
      if (outcome !== 'valid' || !user)
        return refused(reply, outcome === 'valid' ? 'invalid' : outcome);
      await updateProfile(db, user.id, { notificationSettings: { emailNotifications: false } });
      request.log.info({ uid: user.id }, 'Email notifications turned off by unsubscribe link');
      return linkPage(
        reply,
        200,
        'Ya no recibirás correos de Vigía',
        '<p>Hemos desactivado tus notificaciones por email. Puedes volver a activarlas cuando ' +
          `quieras en ${settings}.</p>`,
      );
    },
  );
};
