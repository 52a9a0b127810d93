import { Card, HStack, Skeleton, SkeletonText, Stack, VisuallyHidden } from '@chakra-ui/react';

/** The form's place while its type or subscription loads. */
export function FormSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="6" aria-busy="true" data-testid="subscription-form-skeleton">
      <VisuallyHidden role="status">{label}</VisuallyHidden>
      <HStack gap="4">
        <Skeleton width="56px" height="56px" borderRadius="l2" />
        <Skeleton height="8" width="40%" />
      </HStack>
      <Card.Root>
        <Card.Body gap="4">
          <SkeletonText noOfLines={2} />
          <Skeleton height="10" />
          <Skeleton height="10" width="60%" />
        </Card.Body>
      </Card.Root>
    </Stack>
  );
}
