import { HStack, Text, chakra } from '@chakra-ui/react';
import { uiMessages } from '../messages';

export interface LogoProps {
  /** Height of the mark in pixels. */
  size?: number;
  /** Show the word mark beside the eye. */
  withText?: boolean;
}

/** Vigía's mark: an eye watching over a page. Decorative; the word mark carries the name. */
export function Logo({ size = 28, withText = true }: LogoProps) {
  return (
    <HStack gap="2" align="center">
      <chakra.svg
        viewBox="0 0 32 32"
        width={`${size}px`}
        height={`${size}px`}
        aria-hidden="true"
        focusable="false"
        flexShrink={0}
      >
        <rect width="32" height="32" rx="8" fill="var(--chakra-colors-brand-600)" />
        <path
          d="M4 16s4.5-7 12-7 12 7 12 7-4.5 7-12 7S4 16 4 16z"
          fill="none"
          stroke="white"
          strokeWidth="2.2"
          strokeLinejoin="round"
        />
        <circle cx="16" cy="16" r="3.6" fill="white" />
      </chakra.svg>
      {withText ? (
        <Text as="span" fontWeight="bold" fontSize="lg" letterSpacing="tight" color="fg">
          {uiMessages.brand.name}
        </Text>
      ) : null}
    </HStack>
  );
}
