import { Box, Button, Container, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { shellMessages } from '../../i18n/shell';

const t = shellMessages.landing;

/** The public landing page at / (loaded lazily). */
export default function LandingPage() {
  return (
    <Box as="main" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg.subtle">
      <Container maxWidth="4xl" py={{ base: '16', md: '24' }} px={{ base: '5', md: '8' }}>
        <Stack gap="6" align={{ base: 'stretch', md: 'flex-start' }}>
          <Text
            fontSize="sm"
            fontWeight="semibold"
            letterSpacing="wider"
            textTransform="uppercase"
            color="brand.fg"
          >
            {t.eyebrow}
          </Text>
          <Heading as="h1" size={{ base: '3xl', md: '5xl' }} lineHeight="shorter">
            {t.title}
          </Heading>
          <Text fontSize={{ base: 'lg', md: 'xl' }} color="fg.muted" maxWidth="2xl">
            {t.lead}
          </Text>
          <List.Root gap="2" ps="5" color="fg.muted">
            {t.points.map((point) => (
              <List.Item key={point}>{point}</List.Item>
            ))}
          </List.Root>
          <HStack gap="3" wrap="wrap">
            <Button asChild size="lg" colorPalette="brand">
              <RouterLink to="/signup">{t.signUp}</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to="/login">{t.logIn}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
