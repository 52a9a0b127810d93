import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

export function BackLink({ to }: { to: string }) {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
      <RouterLink to={to}>
        <ArrowLeftIcon />
        {subscriptionDetailMessages.form.back}
      </RouterLink>
    </Button>
  );
}
