// The row above a business: Back, the favorite button, and Feedback (admins on any business,
// everyone where the feedback program is on). Edit mode adds its toggle and Save here.
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import type { BusinessSummary } from '@menudex/contract/entities';
import { useIsAdmin } from '../../../components/use-is-admin.ts';
import { FavoriteButton } from './favorite-button.tsx';
import { confirmLeave } from '../../../lib/unsaved-changes.ts';
import { useT } from '../../../lib/i18n.tsx';

/** Feedback shows to admins on any business, and to everyone where the business runs the program. */
export function showsFeedback(
  business: Pick<BusinessSummary, 'feedbackEnabled'>,
  isAdmin: boolean,
): boolean {
  return isAdmin || business.feedbackEnabled;
}

type Props = {
  business: BusinessSummary;
  /** Edit mode's Editing/Previewing toggle and Save button. */
  editControls?: ReactNode;
  /** Replaces going back (the edit form of /my-business and /profile closes instead). */
  onBack?: () => void;
};

export function BusinessToolbar({ business, editControls, onBack }: Props) {
  const navigate = useNavigate();
  const t = useT();
  const isAdmin = useIsAdmin();
  const goBack = () => {
    // Unsaved edits (owner tools) are not dropped without asking.
    if (!confirmLeave()) return;
    if (onBack) {
      onBack();
      return;
    }
    // React Router numbers its history entries: idx 0 means this page was opened directly.
    const state = window.history.state as { idx?: number } | null;
    if (state?.idx) void navigate(-1);
    else void navigate('/businesses');
  };
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mb: 2 }}>
      <Button startIcon={<ArrowBackIcon />} onClick={goBack} color="inherit">
        {t('business.back')}
      </Button>
      <Box sx={{ flexGrow: 1 }} />
      {editControls}
      <FavoriteButton business={business} />
      {showsFeedback(business, isAdmin) && (
        <Button
          variant="contained"
          color="secondary"
          onClick={() => void navigate(`/businesses/${business._id}/feedback`)}
        >
          {t('business.feedback')}
        </Button>
      )}
    </Box>
  );
}
