import { Alert } from '@chakra-ui/react';

/** A failure of the whole form, announced to screen readers. */
export function FormAlert({ message }: { message: string }) {
  return (
    <Alert.Root status="error" role="alert" borderRadius="md">
      <Alert.Indicator />
      <Alert.Title>{message}</Alert.Title>
    </Alert.Root>
  );
}
