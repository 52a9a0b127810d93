import { Box } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from '../features/header/Header';
import { SkipLink } from './SkipLink';

/** Every screen: the skip link, the sticky header above the route's content. */
export function RootLayout() {
  return (
    <Box minHeight="100vh">
      <SkipLink />
      <Header />
      <Outlet />
      <ScrollRestoration />
    </Box>
  );
}
