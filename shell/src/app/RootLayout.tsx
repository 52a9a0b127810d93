import { Box } from '@chakra-ui/react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Header } from '../features/header/Header';

/** Every screen: the sticky header above the route's content. */
export function RootLayout() {
  return (
    <Box minHeight="100vh">
      <Header />
      <Outlet />
      <ScrollRestoration />
    </Box>
  );
}
