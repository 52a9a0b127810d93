import { Badge, Card, HStack, LinkBox, LinkOverlay, Stack, Text, Wrap } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { SubscriptionType } from '@vigia/shared/contracts';
import { SubscriptionLogo } from '../../components/logo/SubscriptionLogo';
import { subscriptionPaths } from '../../paths';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.types;
/** Spec §2: up to two default prompts, then '+N more'. */
const SHOWN_PROMPTS = 2;

/** One type to choose; the whole card leads to its create form. */
export function TypeCard({ type }: { type: SubscriptionType }) {
  const name = type.displayName || type.name;
  const prompts = type.metadata.defaultPrompts;
  const hidden = prompts.length - SHOWN_PROMPTS;
  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        height="full"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={{ borderColor: 'brand.solid', boxShadow: 'md' }}
        _focusWithin={{ outline: '2px solid', outlineColor: 'brand.focusRing' }}
        data-testid="subscription-type-card"
      >
        <Card.Body gap="3">
          <HStack gap="3" align="center">
            <SubscriptionLogo logoUrl={type.logoUrl} typeId={type.id} name={name} />
            <Stack gap="1" flex="1" minWidth="0">
              <HStack gap="2" wrap="wrap">
                <Card.Title as="h2" fontSize="lg">
                  <LinkOverlay asChild _focusVisible={{ outline: 'none' }}>
                    <RouterLink to={subscriptionPaths.create(type.id)}>{name}</RouterLink>
                  </LinkOverlay>
                </Card.Title>
                {type.isSystem ? (
                  <Badge colorPalette="brand" variant="subtle">
                    {t.system}
                  </Badge>
                ) : null}
              </HStack>
            </Stack>
          </HStack>
          {type.description ? <Text color="fg.muted">{type.description}</Text> : null}
          {prompts.length > 0 ? (
            <Wrap gap="2">
              {prompts.slice(0, SHOWN_PROMPTS).map((prompt) => (
                <Badge key={prompt} variant="outline" maxWidth="full" truncate>
                  {prompt}
                </Badge>
              ))}
              {hidden > 0 ? (
                <Text as="span" fontSize="sm" color="fg.muted">
                  {t.more(hidden)}
                </Text>
              ) : null}
            </Wrap>
          ) : null}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}
