import { Button, HStack, Heading, Switch, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { Subscription } from '@vigia/shared/contracts';
import { PencilIcon, PlayIcon, TrashIcon } from '../../components/icons';
import { subscriptionPaths } from '../../paths';
import { useActiveSwitch } from '../active-switch/useActiveSwitch';
import type { ProcessState } from './useProcessNow';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

const t = subscriptionDetailMessages.detail;

const processLabels: Record<ProcessState, string> = {
  idle: t.process,
  processing: t.processing,
  completed: t.processed,
};

export interface DetailHeaderProps {
  subscription: Subscription;
  processState: ProcessState;
  onProcess: () => void;
  onDelete: () => void;
}

/** The name, the Activa/Inactiva switch and the page's actions. */
export function DetailHeader({
  subscription,
  processState,
  onProcess,
  onDelete,
}: DetailHeaderProps) {
  const activeSwitch = useActiveSwitch(subscription);
  return (
    <HStack justify="space-between" align="center" gap="4" wrap="wrap">
      <Heading as="h1" size="2xl" minWidth="0" wordBreak="break-word">
        {subscription.name}
      </Heading>
      <HStack gap="3" wrap="wrap">
        <Switch.Root
          checked={subscription.active}
          disabled={activeSwitch.isPending}
          onCheckedChange={(details) => activeSwitch.change(details.checked)}
          colorPalette="brand"
        >
          <Switch.HiddenInput role="switch" aria-label={t.activeSwitch} />
          <Switch.Control />
          <Text as="span" fontSize="sm" aria-hidden="true">
            {subscription.active ? t.active : t.inactive}
          </Text>
        </Switch.Root>
        <Button
          variant="outline"
          onClick={onProcess}
          // An inactive subscription is not processed (issue 25): switch it on first.
          disabled={processState === 'processing' || !subscription.active}
          aria-busy={processState === 'processing'}
        >
          <PlayIcon />
          {processLabels[processState]}
        </Button>
        <Button asChild variant="outline">
          <RouterLink to={subscriptionPaths.edit(subscription.id)}>
            <PencilIcon />
            {t.edit}
          </RouterLink>
        </Button>
        <Button variant="outline" colorPalette="red" onClick={onDelete}>
          <TrashIcon />
          {t.delete}
        </Button>
      </HStack>
    </HStack>
  );
}
