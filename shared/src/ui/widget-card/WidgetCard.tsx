import { Card, HStack, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface WidgetCardProps {
  title: string;
  /** Beside the title (a link to the full screen, …). */
  action?: ReactNode;
  children: ReactNode;
}

/** A card that is a section named by its heading (dashboard widgets, settings sections). */
export function WidgetCard({ title, action, children }: WidgetCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId}>
      <Card.Header>
        <HStack justify="space-between" gap="3">
          <Heading as="h2" size="md" id={headingId}>
            {title}
          </Heading>
          {action}
        </HStack>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}
