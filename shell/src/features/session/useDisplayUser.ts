import { useProfile } from '@vigia/shared/query';
import { useAuth } from '@vigia/shared/auth';

export interface DisplayUser {
  name: string;
  email: string;
  avatarUrl?: string;
}

function text(value: string | null | undefined): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** The signed-in user as the header and sidebar show them: profile first, then the auth user. */
export function useDisplayUser(): DisplayUser {
  const { user } = useAuth();
  const { data: profile } = useProfile();
  const email = text(profile?.email) || text(user?.email);
  const name = text(profile?.name) || text(user?.displayName) || email.split('@')[0];
  const avatarUrl = text(profile?.avatar) || text(user?.photoURL) || undefined;
  return { name, email, avatarUrl };
}
