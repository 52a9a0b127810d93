import { Center, Spinner, VisuallyHidden } from '@chakra-ui/react';
import { uiMessages } from '../messages';

export interface PageSpinnerProps {
  /** What is loading, for screen readers. */
  label?: string;
  /** Minimum height of the area the spinner centres in. */
  minHeight?: string;
}

/** A centred spinner for a page or a section that is loading. */
export function PageSpinner({
  label = uiMessages.spinner.label,
  minHeight = '40vh',
}: PageSpinnerProps) {
  return (
    <Center role="status" aria-live="polite" minHeight={minHeight} width="100%">
      <Spinner size="lg" color="brand.solid" borderWidth="3px" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </Center>
  );
}
