// The business edit form: for a business the caller may edit, the pieces edit mode draws into the
// business page (the app composes them; features do not import each other). Edits are held here
// until Save, which sends only what changed and shows progress, then the saved state; a failure is
// shown and the edits stay. Editing shows inputs and pickers; Previewing shows the page as it will
// look, unsaved edits included.
//
// On a page in another language (/vi/…) the page reads the business with the owner's translated
// texts in place of the originals (?lang=vi); the editors edit the originals and the translations
// beside them, so edit mode reads the business in the default language for itself, and Previewing
// shows the page's own read while nothing is changed.
import { useMemo, useState, type ReactNode } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Snackbar from '@mui/material/Snackbar';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import UploadIcon from '@mui/icons-material/Upload';
import { SIZES } from '@menudex/contract/constants';
import type { Business, Item, MenuList } from '@menudex/contract/entities';
import { DEFAULT_LOCALE } from '@menudex/contract/i18n/locales';
import { businessQueryKey } from '../../../lib/business-query.ts';
import { PLACE_GRID } from '../../../components/business-layout.ts';
import { useLocale, useT } from '../../../lib/i18n.tsx';
import { useRuntimeConfig } from '../../../lib/runtime-config.ts';
import { useUnsavedChangesGuard } from '../../../lib/unsaved-changes.ts';
import { getBusiness } from '../api/managed-business.ts';
import { useUpdateBusiness } from '../api/update-business.ts';
import { useUpdateHours } from '../api/update-hours.ts';
import { differs, draftFromHours, hoursFromDraft, type HoursDraft } from '../utils/hours-draft.ts';
import {
  businessFormData,
  hasChanges,
  pendingChanges,
  withEdits,
  withoutSentImages,
  pinOf,
  type AddressKey,
  type BusinessEdits,
  type PinEdit,
  type TextKey,
} from '../utils/business-edits.ts';
import { pickImage, releaseImage } from '../utils/image-file.ts';
import type { TranslationDraft } from '../utils/translation.ts';
import { AddItemButton } from './add-item-button.tsx';
import { AddListButton } from './add-list-button.tsx';
import { BusinessDetailsEditor } from './business-details-editor.tsx';
import { EditControls, type EditMode } from './edit-controls.tsx';
import { FilePickerButton } from './file-picker-button.tsx';
import { HoursEditor } from './hours-editor.tsx';
import { ItemActions } from './item-actions.tsx';
import { MenuCsvTools } from './menu-csv-tools.tsx';
import { PinEditor } from './pin-editor.tsx';

/** What the business page draws in edit mode (the shape of its `edit` prop). */
export type BusinessEditSlots = {
  business: Business;
  editControls: ReactNode;
  notices?: ReactNode;
  coverAction?: ReactNode;
  logoAction?: ReactNode;
  details?: ReactNode;
  place?: ReactNode;
  itemFooter?: (item: Item) => ReactNode;
  listAction?: (list: MenuList) => ReactNode;
  afterLists?: ReactNode;
};

type Props = {
  /** The saved business (the server's latest answer). */
  business: Business;
  /** The business page opens previewing; /my-business and /profile open editing. */
  initialMode?: EditMode;
  children: (edit: BusinessEditSlots) => ReactNode;
};

export function BusinessEditMode(props: Props) {
  return useLocale() === DEFAULT_LOCALE ? (
    <EditMode {...props} />
  ) : (
    <InDefaultLanguage {...props} />
  );
}

/** Edit mode on a page in another language: the originals read for it (suspends until they are). */
function InDefaultLanguage(props: Props) {
  const id = props.business._id;
  const original = useSuspenseQuery({
    queryKey: businessQueryKey(id),
    queryFn: () => getBusiness(id),
  }).data;
  return <EditMode {...props} business={original} pageBusiness={props.business} />;
}

function EditMode({
  business,
  initialMode = 'previewing',
  children,
  pageBusiness,
}: Props & { pageBusiness?: Business }) {
  // The owner area's texts: asked for here, above every editor, so the edit mode suspends once (its
  // Suspense boundary in app/routes/business.tsx shows the page meanwhile) and nothing under it does.
  const t = useT('owner');
  const [mode, setMode] = useState<EditMode>(initialMode);
  const [edits, setEdits] = useState<BusinessEdits>({});
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [savedNotice, setSavedNotice] = useState(false);
  // When the saved business changes, the edits it now holds are done (the specification resets the
  // local copy; edits not saved yet are kept so that adding an item does not lose them).
  const [savedBusiness, setSavedBusiness] = useState(business);
  // The hours as edited; undefined while untouched (the saved hours show).
  const [hoursEdit, setHoursEdit] = useState<HoursDraft | null | undefined>(undefined);
  if (savedBusiness !== business) {
    setSavedBusiness(business);
    setEdits(pendingChanges(business, edits));
    if (hoursEdit !== undefined && !differs(business.hours, hoursEdit)) setHoursEdit(undefined);
  }
  const update = useUpdateBusiness(business._id);
  const updateHours = useUpdateHours(business._id);
  const defaultTimeZone =
    useRuntimeConfig().data?.defaultTimeZone ?? Intl.DateTimeFormat().resolvedOptions().timeZone;
  const savedDraft = useMemo(
    () => (business.hours ? draftFromHours(business.hours) : null),
    [business.hours],
  );
  const hoursDraft = hoursEdit === undefined ? savedDraft : hoursEdit;
  const hoursDirty = hoursEdit !== undefined && differs(business.hours, hoursEdit);
  const changes = pendingChanges(business, edits);
  const dirty = hasChanges(changes) || hoursDirty;
  useUnsavedChangesGuard(dirty);
  const editing = mode === 'editing';
  const businessId = business._id;

  const setText = (key: TextKey, value: string) => setEdits((e) => ({ ...e, [key]: value }));
  const setAddress = (key: AddressKey, value: string) =>
    setEdits((e) => ({ ...e, location: { ...e.location, [key]: value } }));
  const setPin = (pin: PinEdit) => setEdits((e) => ({ ...e, pin }));
  const setTranslation = (translation: TranslationDraft) =>
    setEdits((e) => ({ ...e, translation }));
  const pick = (field: 'coverPhoto' | 'logo') => (file: File) => {
    releaseImage(edits[field]);
    setFileProblem(null);
    setEdits((e) => ({ ...e, [field]: pickImage(file) }));
  };
  const saveHours = () => {
    if (!hoursDirty) return;
    updateHours.mutate(hoursEdit ? hoursFromDraft(hoursEdit) : null, {
      onSuccess: () => setSavedNotice(true),
    });
  };
  const save = () => {
    const sent = changes;
    setSavedNotice(false);
    update.reset();
    updateHours.reset();
    // The business first, then the hours: the last answer is the business with both.
    if (!hasChanges(sent)) {
      saveHours();
      return;
    }
    update.mutate(businessFormData(sent), {
      onSuccess: () => {
        setEdits((e) => withoutSentImages(e, sent));
        releaseImage(sent.coverPhoto);
        releaseImage(sent.logo);
        setSavedNotice(true);
        saveHours();
      },
    });
  };

  const notices = (
    <>
      {fileProblem && (
        <Alert severity="error" onClose={() => setFileProblem(null)} sx={{ mb: 2 }}>
          {fileProblem}
        </Alert>
      )}
      {update.isError && (
        <Alert severity="error" onClose={() => update.reset()} sx={{ mb: 2 }}>
          {update.error.message}
        </Alert>
      )}
      {updateHours.isError && (
        <Alert severity="error" onClose={() => updateHours.reset()} sx={{ mb: 2 }}>
          {t('owner.hoursNotSaved', { message: updateHours.error.message })}
        </Alert>
      )}
      <Snackbar
        open={savedNotice}
        autoHideDuration={4000}
        onClose={() => setSavedNotice(false)}
        message={t('owner.changesSaved')}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        // Above the fixed footer.
        sx={{ mb: `${SIZES.footerSpacerPx - 16}px` }}
      />
    </>
  );

  const shown = withEdits(business, edits);
  return children({
    business:
      pageBusiness && !editing && !dirty
        ? pageBusiness
        : hoursEdit === undefined
          ? shown
          : { ...shown, hours: hoursEdit && hoursFromDraft(hoursEdit) },
    editControls: (
      <EditControls
        mode={mode}
        onMode={setMode}
        dirty={dirty}
        saving={update.isPending || updateHours.isPending}
        saved={
          (update.isSuccess || updateHours.isSuccess) && !update.isError && !updateHours.isError
        }
        onSave={save}
      />
    ),
    notices,
    coverAction: editing ? (
      <FilePickerButton
        label={t('owner.uploadFile')}
        name="coverPhoto"
        icon={<UploadIcon />}
        onPick={pick('coverPhoto')}
        onRefuse={setFileProblem}
      />
    ) : undefined,
    logoAction: editing ? (
      <FilePickerButton
        label={t('owner.changeLogo')}
        name="logo"
        iconOnly
        size="small"
        icon={<PhotoCameraIcon fontSize="small" />}
        onPick={pick('logo')}
        onRefuse={setFileProblem}
        sx={{ bgcolor: 'background.paper', boxShadow: 2, '&:hover': { bgcolor: 'grey.100' } }}
      />
    ) : undefined,
    details: editing ? (
      <BusinessDetailsEditor
        business={withEdits(business, edits)}
        onText={setText}
        onAddress={setAddress}
        onTranslation={setTranslation}
      />
    ) : undefined,
    place: editing ? (
      <Box sx={{ ...PLACE_GRID, alignItems: 'start' }}>
        <HoursEditor draft={hoursDraft} onChange={setHoursEdit} defaultTimeZone={defaultTimeZone} />
        <PinEditor pin={edits.pin ?? pinOf(business.location)} onPin={setPin} name={shown.name} />
      </Box>
    ) : undefined,
    itemFooter: editing
      ? (item) => (item.canEdit ? <ItemActions item={item} businessId={businessId} /> : null)
      : undefined,
    listAction: editing
      ? (list) => <AddItemButton businessId={businessId} list={list} />
      : undefined,
    afterLists: editing ? (
      <>
        <AddListButton businessId={businessId} />
        <MenuCsvTools businessId={businessId} />
      </>
    ) : undefined,
  });
}
