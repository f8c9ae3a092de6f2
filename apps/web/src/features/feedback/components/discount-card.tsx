// The discount the customer earned: 'Thank you', '10% Discount', the business it is for, and Redeem.
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import LocalCafeIcon from '@mui/icons-material/LocalCafe';
import { FEEDBACK_TEXTS, discountLine } from '@menudex/contract/feedback';

type Props = { businessName: string; onRedeem: () => void };

export function DiscountCard({ businessName, onRedeem }: Props) {
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
        {FEEDBACK_TEXTS.discountTitle}
      </Typography>
      <Typography
        component="p"
        sx={{ fontSize: '2.2rem', fontWeight: 800, color: 'secondary.main', my: 1 }}
      >
        {FEEDBACK_TEXTS.discountAmount}
      </Typography>
      <Typography sx={{ mb: 2 }}>{discountLine(businessName)}</Typography>
      <Button variant="contained" color="secondary" size="large" onClick={onRedeem}>
        {FEEDBACK_TEXTS.redeem}
      </Button>
    </Box>
  );
}
