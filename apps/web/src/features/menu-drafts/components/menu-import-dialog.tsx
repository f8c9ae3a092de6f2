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
import { MENU_DRAFT_TEXTS, type MenuDraft } from '@menudex/contract/menu-drafts';
import { BusyButton } from '../../../components/busy-button.tsx';
import { ClosableDialog } from '../../../components/closable-dialog.tsx';
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
  onClose: () => void;
  /** The draft was published: its lists are on the business page. */
  onPublished: () => void;
};

const TITLE_ID = 'import-menu-title';

export function MenuImportDialog({ open, businessId, onClose, onPublished }: Props) {
  return (
    <ClosableDialog
      open={open}
      onClose={onClose}
      titleId={TITLE_ID}
      title={MENU_DRAFT_TEXTS.importButton}
      maxWidth="md"
    >
      {/* Each opening starts from the file choice. */}
      <ImportSteps businessId={businessId} onClose={onClose} onPublished={onPublished} />
    </ClosableDialog>
  );
}

function ImportSteps({
  businessId,
  onClose,
  onPublished,
}: {
  businessId: string;
  onClose: () => void;
  onPublished: () => void;
}) {
  const [draft, setDraft] = useState<MenuDraft | null>(null);
  if (!draft) return <ChooseFile businessId={businessId} onCancel={onClose} onSent={setDraft} />;
  return (
    <DraftSteps
      key={draft._id}
      businessId={businessId}
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
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const create = useCreateMenuDraft(businessId);
  const send = (file: File) => {
    const refused = menuFileProblem(file);
    setProblem(refused);
    create.reset();
    if (!refused) create.mutate(file, { onSuccess: onSent });
  };
  const message = problem ?? create.error?.message;
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>
          Upload your printed menu and we will read it into lists and dishes for you to check.
          Nothing is published until you press {MENU_DRAFT_TEXTS.publish}.
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {MENU_DRAFT_TEXTS.fileHint}
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
          {MENU_DRAFT_TEXTS.chooseFile}
        </BusyButton>
        {message && <Alert severity="error">{message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
      </DialogActions>
    </>
  );
}

function DraftSteps({
  businessId,
  initial,
  onAgain,
  onCancel,
  onPublished,
}: {
  businessId: string;
  initial: MenuDraft;
  onAgain: () => void;
  onCancel: () => void;
  onPublished: () => void;
}) {
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
              {MENU_DRAFT_TEXTS.reading}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              This takes up to a minute. You can close this window: nothing is published.
            </Typography>
          </Box>
          {query.isError && <Alert severity="error">{query.error.message}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onCancel} color="inherit">
            Cancel
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
            <AlertTitle>Your menu could not be read</AlertTitle>
            {draft.warnings.map((warning) => (
              <Box key={warning}>{warning}</Box>
            ))}
          </Alert>
        </DialogContent>
        <DialogActions sx={{ px: 3, py: 2 }}>
          <Button onClick={onCancel} color="inherit">
            Cancel
          </Button>
          <Button variant="contained" startIcon={<UploadFileIcon />} onClick={onAgain}>
            Try another file
          </Button>
        </DialogActions>
      </>
    );
  }
  return (
    <Review businessId={businessId} draft={draft} onCancel={onCancel} onPublished={onPublished} />
  );
}

function Review({
  businessId,
  draft,
  onCancel,
  onPublished,
}: {
  businessId: string;
  draft: MenuDraft;
  onCancel: () => void;
  onPublished: () => void;
}) {
  const [lists, setLists] = useState<EditableList[]>(() => editableLists(draft));
  const [checked, setChecked] = useState(false);
  const publish = usePublishMenuDraft(businessId, draft._id);
  const problems = draftProblems(lists);
  const shown = checked ? problems : { lists: {}, items: {} };
  const count = itemCount(lists);
  const submit = () => {
    setChecked(true);
    if (hasProblems(problems)) return;
    publish.mutate(publishBody(lists), { onSuccess: onPublished });
  };
  return (
    <>
      <DialogContent dividers sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography>
          Check what was read: fix names and prices, fill in the prices that could not be read, and
          remove what does not belong. {count} {count === 1 ? 'item' : 'items'} in {lists.length}{' '}
          {lists.length === 1 ? 'list' : 'lists'}.
        </Typography>
        {draft.warnings.length > 0 && (
          <Alert severity="warning">
            <AlertTitle>Please check</AlertTitle>
            {draft.warnings.map((warning) => (
              <Box key={warning}>{warning}</Box>
            ))}
          </Alert>
        )}
        <Box sx={{ mt: 1 }}>
          <DraftReview lists={lists} problems={shown} onChange={setLists} />
        </Box>
        {checked && problems.menu && <Alert severity="error">{problems.menu}</Alert>}
        {checked && !problems.menu && hasProblems(problems) && (
          <Alert severity="error">
            Some items need a fix before publishing: see the fields above.
          </Alert>
        )}
        {publish.isError && <Alert severity="error">{publish.error.message}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={onCancel} color="inherit">
          Cancel
        </Button>
        <BusyButton variant="contained" busy={publish.isPending} onClick={submit}>
          {MENU_DRAFT_TEXTS.publish}
        </BusyButton>
      </DialogActions>
    </>
  );
}
