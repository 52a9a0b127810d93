import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/**
 * The pathless layout of the auth remote's paths. Its children (/login, /signup,
 * /recover-password behind PublicOnly; /auth; /auth/google/callback) all render
 * {@link AuthRemoteRoutes}: keeping the remote below the guard means a signed-in user never sees
 * a flash of the login form before the redirect.
 */
export function AuthRemoteLayout() {
  return (
    <Box as="main" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Outlet />
    </Box>
  );
}
