import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';

export interface MenuItem {
  label: string;
  onSelect: () => void;
  icon?: ReactNode;
  disabled?: boolean;
}

interface MenuProps {
  /** The button that opens the menu (must be a focusable element). */
  trigger: ReactNode;
  items: MenuItem[];
  /** Text above the items (e.g. the signed-in e-mail). */
  label?: ReactNode;
  align?: 'start' | 'end';
}

/** A dropdown menu (Radix: arrow keys, typeahead, Escape returns focus to the trigger). */
export function Menu({ trigger, items, label, align = 'end' }: MenuProps) {
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger asChild>{trigger}</DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className="menu" align={align} sideOffset={6}>
          {label ? <DropdownMenu.Label className="menu-label">{label}</DropdownMenu.Label> : null}
          {items.map((item) => (
            <DropdownMenu.Item
              key={item.label}
              className="menu-item"
              disabled={item.disabled}
              onSelect={item.onSelect}
            >
              {item.icon}
              {item.label}
            </DropdownMenu.Item>
          ))}
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
