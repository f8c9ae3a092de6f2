// The hamburger menu's list (narrow screens): its own chunk, loaded when first opened, so the menu
// machinery (popover, modal, focus trap) is not in every visitor's first download.
import { Link as RouterLink } from 'react-router';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { NavEntry } from './nav-entries.ts';

type Props = {
  anchor: HTMLElement | null;
  entries: NavEntry[];
  onClose: () => void;
};

export function NavMenu({ anchor, entries, onClose }: Props) {
  return (
    <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      {entries.map((entry) => (
        <MenuItem key={entry.to} component={RouterLink} to={entry.to} onClick={onClose}>
          {entry.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
