import { Link } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { shellMessages } from '../i18n/shell';

/** Focuses the page's main region, whichever layout renders it. */
function skipToMain(event: MouseEvent<HTMLAnchorElement>): void {
  const main = document.querySelector<HTMLElement>('main');
  if (!main) return;
  event.preventDefault();
  if (!main.hasAttribute('tabindex')) main.setAttribute('tabindex', '-1');
  main.focus();
  main.scrollIntoView({ block: 'start' });
}

/**
 * The first stop of the Tab key on every page (issue 25): jumps over the header and the sidebar
 * to the content. Hidden until focused.
 */
export function SkipLink() {
  return (
    <Link
      href="#main"
      onClick={skipToMain}
      position="absolute"
      top="2"
      insetStart="2"
      zIndex="skipNav"
      px="4"
      py="2"
      rounded="md"
      bg="bg.panel"
      color="brand.fg"
      fontWeight="semibold"
      boxShadow="md"
      transform="translateY(-200%)"
      _focusVisible={{ transform: 'none' }}
    >
      {shellMessages.skipToContent}
    </Link>
  );
}
