// The fixed footer: the contact e-mail from the server's configuration.
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useT } from '../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../lib/runtime-config.ts';

export function Footer() {
  const config = useRuntimeConfig();
  const t = useT();
  const email = config.data?.contactEmail;
  return (
    <Box
      component="footer"
      sx={{
        position: 'fixed',
        bottom: 0,
        left: 0,
        right: 0,
        zIndex: 10,
        bgcolor: 'background.paper',
        borderTop: 1,
        borderColor: 'divider',
        px: 2,
        py: 1.5,
        display: 'flex',
        justifyContent: 'space-between',
        alignItems: 'center',
        gap: 2,
      }}
    >
      <Typography variant="body2" color="text.secondary" noWrap>
        {`${t('layout.contact')} `}
        {email ? (
          <Link href={`mailto:${email}`} color="primary">
            {email}
          </Link>
        ) : (
          '…'
        )}
      </Typography>
      {/* On phones the contact line gets the whole width. */}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ display: { xs: 'none', sm: 'block' } }}
      >
        {t('layout.tagline')}
      </Typography>
    </Box>
  );
}
