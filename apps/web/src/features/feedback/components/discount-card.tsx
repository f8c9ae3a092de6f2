// The discount the customer earned: 'Thank you', '10% Discount', the business it is for, and Redeem.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import { DISCOUNT } from '@menudex/contract/constants';
import { useT } from '../../../lib/i18n.tsx';

type Props = { businessName: string; onRedeem: () => void };

export function DiscountCard({ businessName, onRedeem }: Props) {
  const t = useT('account');
  const percent = DISCOUNT.percent;
  return (
    <Box
      data-testid="discount-card"
      sx={{
        textAlign: 'center',
        border: 2,
        borderStyle: 'dashed',
        borderColor: 'secondary.main',
        borderRadius: 2,
        bgcolor: '#f3f8f1',
        px: 2,
        py: 3,
      }}
    >
      <LocalCafeIcon color="secondary" sx={{ fontSize: 40 }} aria-hidden />
      <Typography component="h3" variant="h3" sx={{ mt: 1 }}>
        {t('account.discount.title')}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: '2.2rem', fontWeight: 800, color: 'secondary.main', my: 1 }}
      >
        {t('account.discount.amount', { percent })}
      </Typography>
      <Typography sx={{ mb: 2 }}>
        {t('account.discount.line', {
          percent,
          name: businessName || t('account.feedback.thisBusiness'),
        })}
      </Typography>
      <Button variant="contained" color="secondary" size="large" onClick={onRedeem}>
        {t('account.discount.redeem')}
      </Button>
    </Box>
  );
}
