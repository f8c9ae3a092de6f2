// /businesses/{id}/feedback: the business page with the feedback dialog open over it (the link the QR
// code points at). The app composes the two features (features do not import each other).
import { useNavigate, useParams } from 'react-router';
import { useBusiness } from '../../features/businesses/api/get-business.ts';
import { FeedbackModal } from '../../features/feedback/components/feedback-modal.tsx';
import { BusinessRoute } from './business.tsx';

export function BusinessFeedbackRoute() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const business = useBusiness(id).data;
  // Closing leaves the business page in place of the feedback link, so Back does not reopen it.
  const close = () => void navigate(`/businesses/${id}`, { replace: true });
  return (
    <BusinessRoute
      feedbackDialog={
        business ? (
          <FeedbackModal
            open
            businessId={business._id}
            businessName={business.name}
            feedbackEnabled={business.feedbackEnabled}
            onClose={close}
          />
        ) : null
      }
    />
  );
}
