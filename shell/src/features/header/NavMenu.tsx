import { Menu, Portal } from '@chakra-ui/react';
import type { ReactElement } from 'react';

export interface NavMenuItem {
  value: string;
  label: string;
  onSelect: () => void;
}

export interface NavMenuProps {
  /** The trigger button; give it an accessible name. */
  trigger: ReactElement;
  items: NavMenuItem[];
}

/** A dropdown of navigation actions (user menu, mobile menu). */
export function NavMenu({ trigger, items }: NavMenuProps) {
  return (
    <Menu.Root
      lazyMount
      unmountOnExit
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => items.find((item) => item.value === value)?.onSelect()}
    >
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minWidth="44">
            {items.map((item) => (
              <Menu.Item key={item.value} value={item.value}>
                {item.label}
              </Menu.Item>
            ))}
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
