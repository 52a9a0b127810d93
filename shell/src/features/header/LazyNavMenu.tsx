import {
  cloneElement,
  lazy,
  Suspense,
  useState,
  type HTMLAttributes,
  type ReactElement,
} from 'react';
import type { NavMenuItem } from './NavMenu';

const loadNavMenu = () => import('./NavMenu');
const NavMenu = lazy(() => loadNavMenu().then(({ NavMenu }) => ({ default: NavMenu })));

export interface LazyNavMenuProps {
  /** The trigger button; give it an accessible name. */
  trigger: ReactElement<HTMLAttributes<HTMLElement>>;
  items: NavMenuItem[];
}

/**
 * The header's {@link NavMenu}, downloaded (Chakra's menu and its positioning, ~14 KB gzip) when the
 * visitor first reaches for it, not with the page: until then the trigger is a plain button that
 * opens the menu once it has loaded.
 */
export function LazyNavMenu({ trigger, items }: LazyNavMenuProps) {
  const [wanted, setWanted] = useState(false);
  if (!wanted) {
    const preload = () => void loadNavMenu();
    return cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: () => setWanted(true),
    });
  }
  return (
    <Suspense fallback={trigger}>
      <NavMenu trigger={trigger} items={items} defaultOpen />
    </Suspense>
  );
}
