import { Link } from '@chakra-ui/react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { returnPathFrom } from '@vigia/shared/auth';
import { SignInForm, toaster } from '@vigia/shared/ui';
import { CredentialsScreen } from '../../components/CredentialsScreen';
import { authMessages } from '../../i18n/auth';

const { fields, login } = authMessages;

export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <CredentialsScreen
      title={login.title}
      subtitle={login.subtitle}
      switchTo={{ text: login.noAccount, link: login.signUpLink, to: '/signup' }}
    >
      {(form) => (
        <SignInForm
          {...form}
          labels={{
            email: fields.emailLabel,
            password: fields.passwordLabel,
            submit: login.submit,
            busy: login.busy,
          }}
          pendingLabel={login.busy}
          onSignedIn={() => {
            toaster.create({ type: 'success', title: login.success });
            navigate(returnPathFrom(params), { replace: true });
          }}
        >
          <Link asChild alignSelf="flex-end" fontSize="sm" colorPalette="brand">
            <RouterLink to="/recover-password">{login.forgotPassword}</RouterLink>
          </Link>
        </SignInForm>
      )}
    </CredentialsScreen>
  );
}
