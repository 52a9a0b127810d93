import { Box } from '@chakra-ui/react';
import { Outlet } from 'react-router-dom';

/**
 * The pathless layout of the auth remote's paths: /login, /signup and /recover-password behind
 * PublicOnly, then /auth and /auth/google/callback. Both groups render {@link AuthRemoteRoutes}
 * from a pathless route, so the remote's absolute paths match, and a signed-in user is redirected
 * before the login form ever shows.
 */
export function AuthRemoteLayout() {
  return (
    <Box as="main" px={{ base: '4', md: '6' }} py={{ base: '6', md: '10' }}>
      <Outlet />
    </Box>
  );
}
