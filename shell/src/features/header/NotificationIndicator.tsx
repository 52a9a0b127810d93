import { Badge, Box, IconButton } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useUnreadCount } from '@vigia/shared/query';
import { BellIcon } from '../../components/icons';
import { formatUnreadBadge } from '../../domain/unread-badge';
import { shellMessages } from '../../i18n/shell';

/** The header's bell: links to /notifications and shows the unread count, capped at '99+'. */
export function NotificationIndicator() {
  const badge = formatUnreadBadge(useUnreadCount());
  return (
    <Box position="relative">
      <IconButton asChild variant="ghost" aria-label={shellMessages.header.notifications(badge)}>
        <RouterLink to="/notifications">
          <BellIcon />
        </RouterLink>
      </IconButton>
      {badge ? (
        <Badge
          aria-hidden="true"
          position="absolute"
          top="0"
          insetEnd="0"
          colorPalette="red"
          variant="solid"
          rounded="full"
          fontSize="2xs"
          px="1.5"
          pointerEvents="none"
        >
          {badge}
        </Badge>
      ) : null}
    </Box>
  );
}
