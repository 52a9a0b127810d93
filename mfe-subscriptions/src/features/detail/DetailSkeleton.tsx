import { Card, Grid, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';
import { subscriptionDetailMessages } from '../../i18n/subscription-detail';

function CardSkeleton({ lines }: { lines: number }) {
  return (
    <Card.Root data-testid="subscription-detail-skeleton">
      <Card.Body gap="3">
        <Skeleton height="5" width="40%" />
        <SkeletonText noOfLines={lines} />
      </Card.Body>
    </Card.Root>
  );
}

/** The detail's place while it loads. */
export function DetailSkeleton() {
  return (
    <Stack gap="6" aria-busy="true">
      <VisuallyHidden role="status">{subscriptionDetailMessages.detail.loading}</VisuallyHidden>
      <Skeleton height="10" width="50%" />
      <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6">
        <Stack gap="6">
          <CardSkeleton lines={5} />
          <CardSkeleton lines={2} />
        </Stack>
        <Stack gap="6">
          <CardSkeleton lines={2} />
          <CardSkeleton lines={3} />
        </Stack>
      </Grid>
    </Stack>
  );
}
