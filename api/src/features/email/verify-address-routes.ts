import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client';
import { findUser, markNotificationEmailVerified } from '../users/repository';
import { checkVerificationToken, verificationTokenAccount } from './address-verification';
import {
  acceptFormPosts,
  confirmForm,
  linkPage,
  refusedLinkPage,
  settingsLink,
  tokenQuerySchema,
} from './link-page';
import { addressFieldsOf } from './recipient';
import { escapeHtml } from './render-email';

export interface VerifyAddressRoutesOptions {
  db: Database;
  linkSecret: string;
  appUrl: string;
}

/**
 * The link of the email that proves a custom notification address: opening it asks for a
 * confirmation (mail scanners open links), which records the address as verified. Until then
 * nothing but that email is sent to it.
 */
export const verifyAddressRoutes: FastifyPluginAsyncZod<VerifyAddressRoutesOptions> = async (
  app,
  { db, linkSecret, appUrl },
) => {
  acceptFormPosts(app);
  const settings = settingsLink(appUrl);
  const refused = (reply: FastifyReply, outcome: 'invalid' | 'expired') =>
    refusedLinkPage(reply, outcome, {
      expired: `Este enlace de confirmación ha caducado. Pide otro en ${settings}.`,
      invalid:
        'Este enlace de confirmación no es válido, o es de una dirección que ya no usas ' +
        `para los avisos. Revisa la dirección en ${settings}.`,
    });

  async function check(token: string) {
    const uid = verificationTokenAccount(token);
    const user = uid ? await findUser(db, uid) : undefined;
    const address = user ? addressFieldsOf(user).settings.notificationEmail : null;
    if (!user || !address) return { outcome: 'invalid' as const };
    const outcome = checkVerificationToken(linkSecret, token, { uid: user.id, address });
    return { outcome, user, address };
  }

  app.get(
    '/verify',
    {
      schema: {
        summary: 'Asks to confirm a custom notification address (the link of its email)',
        tags: ['email'],
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const token = request.query.token;
      const { outcome, address } = await check(token);
      if (outcome !== 'valid' || !address)
        return refused(reply, outcome === 'valid' ? 'invalid' : outcome);
      return linkPage(
        reply,
        200,
        '¿Confirmar esta dirección?',
        `<p>Los avisos de Vigía llegarán a <strong>${escapeHtml(address)}</strong>.</p>` +
          confirmForm(token, 'Confirmar dirección'),
      );
    },
  );

  app.post(
    '/verify',
    {
      schema: {
        summary: 'Records the custom notification address of the token as verified',
        tags: ['email'],
        querystring: tokenQuerySchema,
      },
    },
    async (request, reply) => {
      const { outcome, user, address } = await check(request.query.token);
      if (outcome !== 'valid' || !user || !address) {
        return refused(reply, outcome === 'valid' ? 'invalid' : outcome);
      }
      await markNotificationEmailVerified(db, user.id, address);
      request.log.info({ uid: user.id }, 'Custom notification address verified');
      return linkPage(
        reply,
        200,
        'Dirección confirmada',
        `<p>Los avisos de Vigía llegarán a <strong>${escapeHtml(address)}</strong> cuando ` +
          `tengas activado «Usar otro correo para las notificaciones» en ${settings}.</p>`,
      );
    },
  );
};
