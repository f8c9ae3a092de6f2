// What an empty list shows instead of one plain line: an icon, a heading-like line, one sentence on
// what fills the list, and a way on (a link or a button) when one makes sense. The one shared
// empty state: favorites, liked items, search and filter results, menus, reports.
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

export type EmptyStateAction = { label: string } & ({ to: string } | { onClick: () => void });

type Props = {
  /** A decorative icon (an MUI icon element); hidden from screen readers. */
  icon: ReactNode;
  /** The heading-like line, often the specification's own text ('No Item Found'). */
  title: string;
  /** One sentence: what would be here, and how it gets filled. */
  text: ReactNode;
  action?: EmptyStateAction;
  /**
   * The element of the title: a heading where the empty list is a section of its own, a paragraph
   * (the default) where the section's heading is already above it.
   */
  titleAs?: 'h2' | 'h3' | 'p';
  /** Announced when it appears (a search or filter that found nothing), not only read in place. */
  announce?: boolean;
  testId?: string;
};

export function EmptyState({
  icon,
  title,
  text,
  action,
  titleAs = 'p',
  announce,
  testId = 'empty-state',
}: Props) {
  return (
    <Box
      role={announce ? 'status' : undefined}
      data-testid={testId}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 4,
        px: 2,
        border: 1,
        borderStyle: 'dashed',
        borderColor: 'divider',
        borderRadius: 2,
      }}
    >
      <Box
        aria-hidden
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          width: 56,
          height: 56,
          borderRadius: '50%',
          bgcolor: 'action.hover',
          color: 'text.secondary',
          mb: 0.5,
          '& svg': { fontSize: 32 },
        }}
      >
        {icon}
      </Box>
      <Typography component={titleAs} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 420 }}>
        {text}
      </Typography>
      {action && (
        <Box sx={{ mt: 1 }}>
          {'to' in action ? (
            <Button variant="outlined" component={RouterLink} to={action.to}>
              {action.label}
            </Button>
          ) : (
            <Button variant="outlined" onClick={action.onClick}>
              {action.label}
            </Button>
          )}
        </Box>
      )}
    </Box>
  );
}
