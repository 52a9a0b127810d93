import type { FastifyRequest } from 'fastify';
import type { AppConfig } from '../../../config';
import type { Database } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import {
  mayQueueAddressVerification,
  queueAddressVerification,
} from '../../email/address-verification';

export interface AddressVerificationEmail {
  db: Database;
  config: AppConfig;
  /** Asks the email job for a round now (a verification link is waiting). */
  requestEmailRound: () => Promise<unknown>;
}

/**
 * Sends the verification link of the user's custom address (it is sent nothing else before),
 * unless the account has caused too many lately; answers whether it was sent.
 */
export async function sendAddressVerification(
  { db, config, requestEmailRound }: AddressVerificationEmail,
  request: FastifyRequest,
  row: UserRow,
  address: string,
): Promise<boolean> {
  if (!(await mayQueueAddressVerification(db, row.id))) {
    request.log.warn({ uid: row.id }, 'Verification email not sent: too many this hour');
    return false;
  }
  await queueAddressVerification(db, config.email, row, address);
  requestEmailRound().catch((error: unknown) =>
    request.log.warn({ err: error }, 'Email round not requested'),
  );
  return true;
}
