import { z } from 'zod';
import { cleanText, webUrlSchema } from './input';
import { PROFILE_TEXT_MAX, profileResponseSchema } from './profile';

/**
 * `POST /api/v1/auth/users/sync`, sent after sign-in with the identity provider's user. `uid` must
 * be the token's uid. Firebase gives null for a missing display name or photo.
 */
export const userSyncRequestSchema = z.object({
  displayName: cleanText(z.string().max(PROFILE_TEXT_MAX)).nullish(),
  email: z.string().trim().email(),
  uid: cleanText(z.string().min(1).max(128)),
  photoURL: webUrlSchema.nullish(),
});
export type UserSyncRequest = z.output<typeof userSyncRequestSchema>;

/** The synced profile, `{ data: { profile } }`. */
export const userSyncResponseSchema = profileResponseSchema;
export type UserSyncResponse = z.output<typeof userSyncResponseSchema>;
