// One section of edit mode below the page (Opening hours, Map pin): a column headed by its title,
// which names the section to assistive technology.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

type Props = {
  /** The section's test id; its heading's id is `${name}-heading`. */
  name: string;
  title: string;
  children: ReactNode;
};

export function EditorSection({ name, title, children }: Props) {
  return (
    <Box
      component="section"
      aria-labelledby={`${name}-heading`}
      data-testid={name}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}
    >
      <Typography id={`${name}-heading`} variant="h2" sx={{ fontSize: '1.25rem' }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}
