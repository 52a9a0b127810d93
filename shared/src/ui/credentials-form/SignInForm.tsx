import { loginErrorMessage, signInWithEmail } from '@vigia/shared/auth';
import { validateLogin, type LoginInput } from '../forms/validate-login';
import { CredentialsForm, type CredentialsFormProps } from './CredentialsForm';

const EMPTY: LoginInput = { email: '', password: '' };

export type SignInFormProps = Omit<
  CredentialsFormProps<LoginInput>,
  'initialValues' | 'newPassword' | 'validate' | 'onSubmit' | 'errorMessage'
> & {
  /** After Firebase accepted the email and password (the login screen toasts and moves on). */
  onSignedIn?: () => void;
};

/** Email and password sign-in (spec §5, §8): the login screen's and a remote running alone's. */
export function SignInForm({ onSignedIn, ...props }: SignInFormProps) {
  return (
    <CredentialsForm
      {...props}
      initialValues={EMPTY}
      validate={validateLogin}
      errorMessage={loginErrorMessage}
      onSubmit={async ({ email, password }) => {
        await signInWithEmail(email, password);
        onSignedIn?.();
      }}
    />
  );
}
