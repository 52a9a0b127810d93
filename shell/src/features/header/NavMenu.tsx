import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';

export type NavMenuItem =
  | { value: string; label: string; to: string }
  | { value: string; label: string; onSelect: () => void };

export interface NavMenuProps {
  /** The trigger button; give it an accessible name. */
  trigger: ReactElement;
  items: NavMenuItem[];
  /** Open from the first render (the trigger was pressed while the menu was downloading). */
  defaultOpen?: boolean;
}

/** A dropdown of navigation actions (user menu, mobile menu): links are real links. */
export function NavMenu({ trigger, items, defaultOpen }: NavMenuProps) {
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      defaultOpen={defaultOpen}
      positioning={{ placement: 'bottom-end' }}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="44">
            {items.map((item) =>
              'to' in item ? (
                <Menu.Item key={item.value} value={item.value} asChild>
                  <RouterLink to={item.to}>{item.label}</RouterLink>
                </Menu.Item>
              ) : (
                <Menu.Item key={item.value} value={item.value} onClick={item.onSelect}>
                  {item.label}
                </Menu.Item>
              ),
            )}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
