// The Firebase Auth emulator's own REST endpoints: what a person would do in their mailbox.
const EMULATOR = 'http://127.0.0.1:9099';
const PROJECT = 'demo-vigia';

interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export async function passwordResetCodes(email: string): Promise<OobCode[]> {
  const response = await fetch(`${EMULATOR}/emulator/v1/projects/${PROJECT}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: OobCode[] };
  return oobCodes.filter((code) => code.email === email && code.requestType === 'PASSWORD_RESET');
}

/** Follows a reset link the way Firebase's hosted page does: sets the new password. */
export async function completePasswordReset(oobCode: string, newPassword: string): Promise<void> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:resetPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ oobCode, newPassword }),
    },
  );
  if (!response.ok) throw new Error(`reset failed: ${response.status} ${await response.text()}`);
}

/** Creates an account directly in the emulator (for tests that are not about sign-up). */
export async function createAccount(email: string, password: string): Promise<void> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-up failed: ${response.status} ${await response.text()}`);
}

/** Signs in through the emulator's REST API and answers the account's Firebase ID token. */
export async function idToken(email: string, password: string): Promise<string> {
  const response = await fetch(
    `${EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}
