import {
  Badge,
  Button,
  Card,
  HStack,
  IconButton,
  LinkBox,
  LinkOverlay,
  Switch,
  Text,
  VisuallyHidden,
  Wrap,
} from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Subscription } from '@vigia/shared/contracts';
import { PlayIcon, TrashIcon } from '../../components/icons';
import { subscriptionPaths } from '../../paths';
import { useActiveSwitch } from '../active-switch/useActiveSwitch';
import { frequencyLabel, promptBadgeText } from '../../domain/subscription-list';
import { subscriptionsMessages } from '../../i18n/subscriptions';

const t = subscriptionsMessages.card;

/** The process action of one card (spec §4): idle, processing, completed. */
export type ProcessState = 'idle' | 'processing' | 'completed';

const processLabels: Record<ProcessState, string> = {
  idle: t.process,
  processing: t.processing,
  completed: t.processed,
};

export interface SubscriptionCardProps {
  subscription: Subscription;
  processState: ProcessState;
  onProcess: (subscription: Subscription) => void;
  onDelete: (subscription: Subscription) => void;
}

/** One subscription of the list; its title leads to the detail, its controls act in place. */
export function SubscriptionCard({
  subscription,
  processState,
  onProcess,
  onDelete,
}: SubscriptionCardProps) {
  const { change: changeActive, isPending: saving } = useActiveSwitch(subscription);
  const processing = processState === 'processing';
  const { id, name } = subscription;

  return (
    <LinkBox asChild>
      <Card.Root
        as="article"
        height="full"
        data-testid="subscription-card"
        transition="border-color 0.15s, box-shadow 0.15s"
        _hover={{ borderColor: 'brand.solid', boxShadow: 'sm' }}
      >
        <Card.Body gap="3">
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="solid">
              {subscription.typeName}
            </Badge>
            <Badge variant="outline">{frequencyLabel(subscription.frequency)}</Badge>
            {saving ? (
              <Badge colorPalette="yellow" variant="subtle">
                {t.saving}
              </Badge>
            ) : null}
            {processing ? (
              <Badge colorPalette="blue" variant="subtle">
                {t.processingBadge}
              </Badge>
            ) : null}
          </HStack>
          <Card.Title as="h2" fontSize="lg" lineClamp={2}>
            <LinkOverlay asChild>
              <RouterLink to={subscriptionPaths.detail(id)}>{name}</RouterLink>
            </LinkOverlay>
          </Card.Title>
          <Text color="fg.muted" lineClamp={3}>
            {subscription.description || t.noDescription}
          </Text>
          {subscription.prompts.length > 0 ? (
            <Wrap gap="2" aria-label={t.prompts} role="list">
              {subscription.prompts.map((prompt) => (
                <Badge key={prompt} role="listitem" variant="subtle" title={prompt}>
                  {promptBadgeText(prompt)}
                </Badge>
              ))}
            </Wrap>
          ) : null}
        </Card.Body>
        {/* Above the title's link overlay, so the controls act instead of navigating. */}
        <Card.Footer position="relative" zIndex="1" justifyContent="space-between" gap="2">
          <Switch.Root
            checked={subscription.active}
            disabled={saving || processing}
            onCheckedChange={(details) => changeActive(details.checked)}
            colorPalette="brand"
          >
            <Switch.HiddenInput role="switch" aria-label={t.toggleLabel(name)} />
            <Switch.Control />
            <Text as="span" fontSize="sm" aria-hidden="true">
              {subscription.active ? t.active : t.inactive}
            </Text>
          </Switch.Root>
          <HStack gap="1">
            <Button
              size="sm"
              variant="outline"
              onClick={() => onProcess(subscription)}
              // An inactive subscription is not processed (issue 25): switch it on first.
              disabled={processing || !subscription.active}
            >
              <PlayIcon />
              {processLabels[processState]}
              <VisuallyHidden> {name}</VisuallyHidden>
            </Button>
            <IconButton
              size="sm"
              variant="ghost"
              colorPalette="red"
              aria-label={t.deleteLabel(name)}
              onClick={() => onDelete(subscription)}
            >
              <TrashIcon />
            </IconButton>
          </HStack>
        </Card.Footer>
      </Card.Root>
    </LinkBox>
  );
}
