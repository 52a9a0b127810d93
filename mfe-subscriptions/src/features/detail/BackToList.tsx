import { Button } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { ArrowLeftIcon } from '../../components/icons';
import { subscriptionPaths } from '../../paths';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

export function BackToList() {
  return (
    <Button asChild variant="ghost" size="sm" alignSelf="flex-start">
      <RouterLink to={subscriptionPaths.list}>
        <ArrowLeftIcon />
        {subscriptionDetailMessages.detail.back}
      </RouterLink>
    </Button>
  );
}
