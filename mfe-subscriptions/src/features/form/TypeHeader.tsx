import { HStack, Heading, Image, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { resolveLogoUrl } from '../../components/logo/logo-url';
import { subscriptionsMessages } from '../../i18n/subscriptions';

export interface TypeHeaderProps {
  heading: string;
  typeName: string;
  typeId: string | undefined;
  logoUrl: string | null | undefined;
  description?: string;
}

/** The form's heading with the type's name and logo; a logo that fails to load is hidden (spec §2). */
export function TypeHeader({ heading, typeName, typeId, logoUrl, description }: TypeHeaderProps) {
  const src = resolveLogoUrl(logoUrl, typeId);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <HStack gap="4" align="center">
      {src && failedSrc !== src ? (
        <Image
          src={src}
          alt={subscriptionsMessages.logo.alt(typeName)}
          width="56px"
          height="56px"
          flexShrink={0}
          objectFit="contain"
          borderRadius="l2"
          onError={() => setFailedSrc(src)}
        />
      ) : null}
      <Stack gap="1" minWidth="0">
        <Text fontSize="sm" color="fg.muted" fontWeight="medium">
          {heading}
        </Text>
        <Heading as="h1" size="2xl">
          {typeName}
        </Heading>
        {description ? <Text color="fg.muted">{description}</Text> : null}
      </Stack>
    </HStack>
  );
}
