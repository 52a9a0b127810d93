import { Box, Image } from '@chakra-ui/react';
import { useState } from 'react';
import { resolveLogoUrl } from './logo-url';
import { subscriptionsMessages } from '../../i18n/subscriptions';

export interface SubscriptionLogoProps {
  /** A subscription's `logo` or a type's `logoUrl` from the api, e.g. '/logos/boe.svg'. */
  logoUrl: string | null | undefined;
  /** The type id (boe, doga, …): its known logo when `logoUrl` is missing. */
  typeId?: string;
  /** The type's name, for the alt text and the default mark. */
  name: string;
  /** Side in pixels. */
  size?: number;
}

/** The default mark: the type's initials, when there is no logo or it fails to load. */
function DefaultLogo({ name, size }: { name: string; size: number }) {
  const initials =
    name
      .replace(/[^\p{L}\p{N}]/gu, '')
      .slice(0, 4)
      .toUpperCase() || '?';
  return (
    <Box
      aria-hidden="true"
      data-testid="default-logo"
      width={`${size}px`}
      height={`${size}px`}
      flexShrink={0}
      borderRadius="l2"
      bg="brand.subtle"
      color="brand.fg"
      fontWeight="bold"
      fontSize={initials.length > 3 ? 'xs' : 'sm'}
      display="flex"
      alignItems="center"
      justifyContent="center"
    >
      {initials}
    </Box>
  );
}

/** A subscription type's logo, or a default mark when there is none or it fails to load. */
export function SubscriptionLogo({ logoUrl, typeId, name, size = 48 }: SubscriptionLogoProps) {
  const src = resolveLogoUrl(logoUrl, typeId);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <DefaultLogo name={name} size={size} />;
  return (
    <Image
      src={src}
      alt={subscriptionsMessages.logo.alt(name)}
      width={`${size}px`}
      height={`${size}px`}
      flexShrink={0}
      borderRadius="l2"
      objectFit="contain"
      onError={() => setFailedSrc(src)}
    />
  );
}
