import { chakra, type HTMLChakraProps } from '@chakra-ui/react';

export type LineIconProps = HTMLChakraProps<'svg'>;

/**
 * The frame of every line icon: a 24-unit grid stroked in the text colour. Decorative (hidden
 * from assistive technology): the control that holds it carries the name.
 */
export function LineIcon({ children, ...props }: LineIconProps) {
  return (
    <chakra.svg
      viewBox="0 0 24 24"
      width="1.1em"
      height="1.1em"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      flexShrink={0}
      {...props}
    >
      {children}
    </chakra.svg>
  );
}
