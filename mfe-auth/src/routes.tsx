import { Route, Routes, useSearchParams } from 'react-router-dom';
import type { RemoteRoutesProps } from '@vigia/shared/contracts';
import { GoogleCallbackPage } from './features/google-callback/GoogleCallbackPage';
import { LoginPage } from './features/login/LoginPage';
import { RecoverPasswordPage } from './features/password-recovery/RecoverPasswordPage';
import { SignupPage } from './features/signup/SignupPage';

/** /auth is where guards send signed-out visitors: login, or sign-up with ?mode=signup. */
function AuthEntryPage() {
  const [params] = useSearchParams();
  return params.get('mode') === 'signup' ? <SignupPage /> : <LoginPage />;
}

/** mfe_auth's `./routes`. Paths are absolute: the shell renders this under a pathless route. */
export default function AuthRoutes(_props: RemoteRoutesProps) {
  return (
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/signup" element={<SignupPage />} />
      <Route path="/recover-password" element={<RecoverPasswordPage />} />
      <Route path="/auth" element={<AuthEntryPage />} />
      <Route path="/auth/google/callback" element={<GoogleCallbackPage />} />
    </Routes>
  );
}
