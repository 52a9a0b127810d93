import { Card, DataList, Heading } from '@chakra-ui/react';
import { useId, type ReactNode } from 'react';

export interface DetailCardProps {
  title: string;
  children: ReactNode;
  testId?: string;
}

/** One card of the detail, a section named by its heading. */
export function DetailCard({ title, children, testId }: DetailCardProps) {
  const headingId = useId();
  return (
    <Card.Root as="section" aria-labelledby={headingId} data-testid={testId}>
      <Card.Header>
        <Heading as="h2" size="md" id={headingId}>
          {title}
        </Heading>
      </Card.Header>
      <Card.Body gap="4">{children}</Card.Body>
    </Card.Root>
  );
}

/** Label and value pairs of a card. */
export function Facts({ items }: { items: [label: string, value: ReactNode][] }) {
  return (
    <DataList.Root orientation="horizontal">
      {items.map(([label, value]) => (
        <DataList.Item key={label}>
          <DataList.ItemLabel>{label}</DataList.ItemLabel>
          <DataList.ItemValue wordBreak="break-word">{value}</DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
