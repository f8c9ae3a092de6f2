import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';

export function NotFound() {
  return (
    <Typography variant="h1" sx={{ textAlign: 'center', mt: 8 }}>
      {TEXTS.pageNotFound}
    </Typography>
  );
}
