// The import dialog: choose a menu photo or PDF, wait while it is read ('Reading your menu…'), then
// review the draft (lists and items as editable fields, warnings shown) and Publish. Nothing is
// published without the owner; every failure is shown where it happened.
import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { MenuDraft } from '@menudex/contract/menu-drafts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { ClosableDialog } from '../../../components/closable-dialog.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useCreateMenuDraft } from '../api/create-menu-draft.ts';
import { useMenuDraft } from '../api/get-menu-draft.ts';
import { usePublishMenuDraft } from '../api/publish-menu-draft.ts';
import {
  draftProblems,
  editableLists,
  hasProblems,
  itemCount,
  publishBody,
  type EditableList,
} from '../utils/draft-edits.ts';
import { MENU_FILE_ACCEPT, menuFileProblem } from '../utils/menu-file.ts';
import { DraftReview } from './draft-review.tsx';

type Props = {
  open: boolean;
  businessId: string;
  /** The business's currency (its prices are read and typed in it): the install's when left out. */
  currency: string;
  onClose: () => void;
  /** The draft was published: its lists are on the business page. */
  onPublished: () => void;
};

const TITLE_ID = 'import-menu-title';

export function MenuImportDialog({ open, businessId, currency, onClose, onPublished }: Props) {
  const t = useT('manage');
  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      titleId={TITLE_ID}
      title={t('manage.drafts.importButton')}
      maxWidth="md"
    >
      {/* Each opening starts from the file choice. */}
      <ImportSteps
        businessId={businessId}
        currency={currency}
        onClose={onClose}
        onPublished={onPublished}
      />
    </ClosableDialog>
  );
}

function ImportSteps({
  businessId,
  currency,
  onClose,
  onPublished,
}: {
  businessId: string;
  currency: string;
  onClose: () => void;
  onPublished: () => void;
}) {
  const [draft, setDraft] = useState<MenuDraft | null>(null);
  if (!draft) return <ChooseFile businessId={businessId} onCancel={onClose} onSent={setDraft} />;
  return (
    <DraftSteps
      key={draft._id}
      businessId={businessId}
      currency={currency}
      initial={draft}
      onAgain={() => setDraft(null)}
      onCancel={onClose}
      onPublished={onPublished}
    />
  );
}

function ChooseFile({
  businessId,
  onCancel,
  onSent,
}: {
  businessId: string;
  onCancel: () => void;
  onSent: (draft: MenuDraft) => void;
}) {
  const t = useT('manage');
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<ReturnType<typeof menuFileProblem>>(null);
  const create = useCreateMenuDraft(businessId);
  const send = (file: File) => {
    const refused = menuFileProblem(file);
    setProblem(refused);
    create.reset();
    if (!refused) create.mutate(file, { onSuccess: onSent });
  };
  const message = problem ? t(problem) : create.error?.message;
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>{t('manage.drafts.intro')}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('manage.drafts.fileHint')}
        </Typography>
        <input
          ref={input}
          type="file"
          name="file"
          hidden
          accept={MENU_FILE_ACCEPT}
          data-testid="menu-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            // The same file can be chosen again after a refusal.
            event.target.value = '';
            if (file) send(file);
          }}
        />
        <BusyButton
          variant="contained"
          startIcon={<UploadFileIcon />}
          busy={create.isPending}
          onClick={() => input.current?.click()}
          sx={{ alignSelf: 'flex-start' }}
        >
          {t('manage.drafts.chooseFile')}
        </BusyButton>
        {message && <Alert severity="error">{message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} color="inherit">
          {t('manage.cancel')}
        </Button>
      </DialogActions>
    </>
  );
}

function DraftSteps({
  businessId,
  currency,
  initial,
  onAgain,
  onCancel,
  onPublished,
}: {
  businessId: string;
  currency: string;
  initial: MenuDraft;
  onAgain: () => void;
  onCancel: () => void;
  onPublished: () => void;
}) {
  const t = useT('manage');
  const query = useMenuDraft(businessId, initial);
  const draft = query.data;
  if (draft.status === 'reading') {
    return (
      <>
        <DialogContent dividers>
          <Box
            role="status"
            sx={{
              display: 'flex',
              flexDirection: 'column',
              alignItems: 'center',
              gap: 2,
              py: 6,
              textAlign: 'center',
            }}
          >
            <CircularProgress aria-hidden />
            <Typography variant="h6" component="p">
              {t('manage.drafts.reading')}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('manage.drafts.readingNote')}
            </Typography>
          </Box>
          {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onCancel} color="inherit">
            {t('manage.cancel')}
          </Button>
        </DialogActions>
      </>
    );
  }
  if (draft.status === 'failed') {
    return (
      <>
        <DialogContent dividers>
          <Alert severity="error">
            <AlertTitle>{t('manage.drafts.failedTitle')}</AlertTitle>
            {draft.warnings.map((warning) => (
              <Box key={warning}>{warning}</Box>
            ))}
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onCancel} color="inherit">
            {t('manage.cancel')}
          </Button>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={onAgain}>
            {t('manage.drafts.tryAnother')}
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <Review
      businessId={businessId}
      currency={currency}
      draft={draft}
      onCancel={onCancel}
      onPublished={onPublished}
    />
  );
}

function Review({
  businessId,
  currency,
  draft,
  onCancel,
  onPublished,
}: {
  businessId: string;
  currency: string;
  draft: MenuDraft;
  onCancel: () => void;
  onPublished: () => void;
}) {
  const t = useT('manage');
  const [lists, setLists] = useState<EditableList[]>(() => editableLists(draft, currency));
  const [checked, setChecked] = useState(false);
  const publish = usePublishMenuDraft(businessId, draft._id);
  const problems = draftProblems(lists, t, currency);
  const shown = checked ? problems : { lists: {}, items: {} };
  const count = itemCount(lists);
  const submit = () => {
    setChecked(true);
    if (hasProblems(problems)) return;
    publish.mutate(publishBody(lists, currency), { onSuccess: onPublished });
  };
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>{t('manage.drafts.check', { items: count, lists: lists.length })}</Typography>
        {draft.warnings.length > 0 && (
          <Alert severity="warning">
            <AlertTitle>{t('manage.drafts.pleaseCheck')}</AlertTitle>
            {draft.warnings.map((warning) => (
              <Box key={warning}>{warning}</Box>
            ))}
          </Alert>
        )}
        <Box sx={{ mt: 1 }}>
          <DraftReview lists={lists} problems={shown} onChange={setLists} currency={currency} />
        </Box>
        {checked && problems.menu && <Alert severity="error">{problems.menu}</Alert>}
        {checked && !problems.menu && hasProblems(problems) && (
          <Alert severity="error">{t('manage.drafts.needsFix')}</Alert>
        )}
        {publish.isError && <Alert severity="error">{publish.error.message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} color="inherit">
          {t('manage.cancel')}
        </Button>
        <BusyButton variant="contained" busy={publish.isPending} onClick={submit}>
          {t('manage.drafts.publish')}
        </BusyButton>
      </DialogActions>
    </>
  );
}
