import { Box, HStack } from '@chakra-ui/react';

export interface LegendEntry {
  color: string;
  text: string;
}

/** A chart's key: each source's colour beside its words ('BOE', or 'BOE: 6'). */
export function ChartLegend({ entries }: { entries: LegendEntry[] }) {
  return (
    <HStack as="ul" listStyleType="none" wrap="wrap" gap="4" data-testid="chart-legend">
      {entries.map((entry) => (
        <HStack as="li" key={entry.text} gap="1.5" textStyle="sm" data-testid="legend-item">
          <Box boxSize="3" borderRadius="sm" flexShrink={0} bg={entry.color} />
          {entry.text}
        </HStack>
      ))}
    </HStack>
  );
}
