import { useNavigate } from 'react-router-dom';
import { signUpWithEmail } from '@vigia/shared/auth';
import { CredentialsForm, toaster } from '@vigia/shared/ui';
import { CredentialsScreen } from '../../components/CredentialsScreen';
import { registrationErrorMessage } from '../../domain/auth-errors';
import { validateRegistration } from '../../domain/auth-forms';
import { authMessages } from '../../i18n/auth';

const { fields, signup } = authMessages;

export function SignupPage() {
  const navigate = useNavigate();
  return (
    <CredentialsScreen
      title={signup.title}
      subtitle={signup.subtitle}
      switchTo={{ text: signup.haveAccount, link: signup.loginLink, to: '/login' }}
    >
      {(form) => (
        <CredentialsForm
          {...form}
          initialValues={{ name: '', email: '', password: '' }}
          labels={{
            name: fields.nameLabel,
            email: fields.emailLabel,
            password: fields.passwordLabel,
            passwordHint: signup.passwordHint,
            submit: signup.submit,
            busy: signup.busy,
          }}
          newPassword
          validate={validateRegistration}
          errorMessage={registrationErrorMessage}
          onSubmit={async (registration) => {
            await signUpWithEmail(registration);
            toaster.create({ type: 'success', title: signup.success });
            navigate('/dashboard', { replace: true });
          }}
        />
      )}
    </CredentialsScreen>
  );
}
