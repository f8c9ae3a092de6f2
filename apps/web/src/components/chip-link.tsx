// A chip that is a link (a tag on an item card, a food tag in the search page's row): MUI's clickable
// Chip drawn by a static stylesheet (cards.css) instead of styles computed at run time, since a page
// shows dozens of them (docs/decisions/027). MUI's class names are kept.
import { Link as RouterLink } from 'react-router';
import './cards.css';

type Props = {
  to: string;
  label: string;
  size?: 'small' | 'medium';
  variant?: 'filled' | 'outlined';
  color?: 'default' | 'primary';
  /** Extra classes (the tag row hides some chips on phones). */
  className?: string;
};

export function ChipLink({
  to,
  label,
  size = 'medium',
  variant = 'filled',
  color = 'default',
  className,
}: Props) {
  const sizeClass = size === 'small' ? 'Small' : 'Medium';
  const colorClass = color === 'primary' ? 'Primary' : 'Default';
  const classes = [
    `MuiChip-root MuiChip-${variant} MuiChip-size${sizeClass} MuiChip-color${colorClass} MuiChip-clickable`,
    'mdx-chip',
    size === 'small' && 'mdx-chip--small',
    color === 'primary' ? 'mdx-chip--primary' : `mdx-chip--${variant}`,
    className,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <RouterLink to={to} className={classes}>
      <span className="MuiChip-label mdx-chip__label">{label}</span>
    </RouterLink>
  );
}
