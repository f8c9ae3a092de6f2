// Edit mode's opening hours, made for an owner on a phone: each day open or closed with its ranges
// (add, remove, copy the day to others), special days picked on a calendar, temporarily closed with
// an optional reopening date, and the time zone. Saved with the page's Save. Times are typed on the
// 24-hour clock in every locale (docs/decisions/046).
import { memo, useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import { useT } from '../../../lib/i18n.tsx';
import { WEEK_DAYS, type WeekDay } from '../../../lib/week-hours.ts';
import {
  addRange,
  addSpecial,
  clockProblem,
  closeDay,
  copyDay,
  newDraft,
  removeRange,
  removeSpecial,
  setRange,
  typedClock,
  updateSpecial,
  type DraftRange,
  type HoursDraft,
} from '../utils/hours-draft.ts';
import { EditorSection } from './editor-section.tsx';

type Props = {
  /** The hours being edited; null when the business gives none. */
  draft: HoursDraft | null;
  onChange: (draft: HoursDraft | null) => void;
  /** The time zone a business without hours starts in. */
  defaultTimeZone: string;
  /** The server's refusal of the last save (a 400's message). */
  error?: string | null;
};

const ZONES: readonly string[] =
  typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];

/** Some 400 options: drawn once per zone, not again on every keystroke elsewhere in the editor. */
const TimeZoneOptions = memo(function TimeZoneOptions({ current }: { current: string }) {
  return (
    <>
      {(ZONES.includes(current) ? ZONES : [current, ...ZONES]).map((zone) => (
        <option key={zone} value={zone}>
          {zone}
        </option>
      ))}
    </>
  );
});

export function HoursEditor({ draft, onChange, defaultTimeZone, error }: Props) {
  const t = useT('owner');
  const [copyFrom, setCopyFrom] = useState<WeekDay | null>(null);
  return (
    <EditorSection name="hours-editor" title={t('owner.hours.title')}>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {!draft ? (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('owner.hours.none')}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<AddIcon />}
            onClick={() => onChange(newDraft(defaultTimeZone))}
          >
            {t('owner.hours.add')}
          </Button>
        </Box>
      ) : (
        <>
          <TextField
            select
            size="small"
            label={t('owner.hours.timeZone')}
            value={draft.timeZone}
            onChange={(e) => onChange({ ...draft, timeZone: e.target.value })}
            slotProps={{ select: { native: true } }}
            sx={{ maxWidth: 320 }}
          >
            <TimeZoneOptions current={draft.timeZone} />
          </TextField>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.temporarilyClosed}
                  onChange={(e) => onChange({ ...draft, temporarilyClosed: e.target.checked })}
                />
              }
              label={t('owner.hours.temporarilyClosed')}
            />
            {draft.temporarilyClosed && (
              <TextField
                type="date"
                size="small"
                label={t('owner.hours.reopensOn')}
                value={draft.reopensOn}
                onChange={(e) => onChange({ ...draft, reopensOn: e.target.value })}
                slotProps={{ inputLabel: { shrink: true } }}
              />
            )}
          </Box>
          <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
            {WEEK_DAYS.map((day) => (
              <DayEditor
                key={day}
                day={day}
                ranges={draft.days[day]}
                onOpen={(open) => onChange(open ? addRange(draft, day) : closeDay(draft, day))}
                onAdd={() => onChange(addRange(draft, day))}
                onRemove={(index) => onChange(removeRange(draft, day, index))}
                onSet={(index, field, value) => onChange(setRange(draft, day, index, field, value))}
                onCopy={() => setCopyFrom(day)}
              />
            ))}
          </Box>
          <SpecialDaysEditor draft={draft} onChange={onChange} />
          <Box>
            <Button color="inherit" onClick={() => onChange(null)}>
              {t('owner.hours.removeAll')}
            </Button>
          </Box>
          <CopyDayDialog
            from={copyFrom}
            onClose={() => setCopyFrom(null)}
            onCopy={(to) => {
              if (copyFrom) onChange(copyDay(draft, copyFrom, to));
              setCopyFrom(null);
            }}
          />
        </>
      )}
    </EditorSection>
  );
}

type DayEditorProps = {
  day: WeekDay;
  ranges: DraftRange[];
  onOpen: (open: boolean) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
  onSet: (index: number, field: keyof DraftRange, value: string) => void;
  onCopy: () => void;
};

function DayEditor({ day, ranges, onOpen, onAdd, onRemove, onSet, onCopy }: DayEditorProps) {
  const t = useT('owner');
  const name = t(`owner.day.${day}`);
  const open = ranges.length > 0;
  return (
    <Box
      role="group"
      aria-label={name}
      data-testid={`day-${day}`}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 700, minWidth: '6.5em' }}>{name}</Typography>
        <FormControlLabel
          control={
            <Switch
              checked={open}
              onChange={(e) => onOpen(e.target.checked)}
              slotProps={{ input: { 'aria-label': t('owner.hours.dayOpen', { day: name }) } }}
            />
          }
          label={t(open ? 'owner.hours.open' : 'owner.hours.closed')}
        />
      </Box>
      {ranges.map((range, index) => (
        <RangeFields
          key={index}
          testId="hours-range"
          name={t('owner.hours.rangeName', { day: name, n: index + 1 })}
          range={range}
          onSet={(field, value) => onSet(index, field, value)}
        >
          <IconButton
            aria-label={t('owner.hours.removeRange', {
              day: name,
              opens: range.opens,
              closes: range.closes,
            })}
            onClick={() => onRemove(index)}
          >
            <DeleteIcon />
          </IconButton>
        </RangeFields>
      ))}
      {open && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1, flexWrap: 'wrap' }}>
          <Button
            size="small"
            startIcon={<AddIcon />}
            onClick={onAdd}
            aria-label={t('owner.hours.addOn', { day: name })}
          >
            {t('owner.hours.addHours')}
          </Button>
          <Button
            size="small"
            startIcon={<ContentCopyIcon />}
            onClick={onCopy}
            aria-label={t('owner.hours.copyFrom', { day: name })}
          >
            {t('owner.hours.copyTo')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/**
 * A range's two times and, under them, what is wrong with either as typed. The message shows once
 * the owner leaves the field, so it does not flash while a time is half typed.
 */
function RangeFields({
  name,
  range,
  onSet,
  testId,
  children,
}: {
  /** Names the fields to assistive technology: "Monday range 1 opens". */
  name: string;
  range: DraftRange;
  onSet: (field: keyof DraftRange, value: string) => void;
  testId?: string;
  /** After the fields (the remove button). */
  children?: ReactNode;
}) {
  const t = useT('owner');
  const id = useId();
  const [left, setLeft] = useState<Record<keyof DraftRange, boolean>>({
    opens: false,
    closes: false,
  });
  const problems = (['opens', 'closes'] as const).flatMap((field) => {
    const problem = left[field] ? clockProblem(field, range[field], t) : null;
    return problem ? [{ field, problem }] : [];
  });
  const problemId = (field: keyof DraftRange) => `${id}-${field}-problem`;
  const field = (key: keyof DraftRange, label: string) => (
    <TimeField
      label={label}
      value={range[key]}
      name={t(key === 'opens' ? 'owner.hours.opensField' : 'owner.hours.closesField', { name })}
      onChange={(value) => onSet(key, value)}
      onLeave={() => setLeft((l) => (l[key] ? l : { ...l, [key]: true }))}
      problemId={problems.some((p) => p.field === key) ? problemId(key) : undefined}
    />
  );
  return (
    <Box sx={{ mt: 1 }} data-testid={testId}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        {field('opens', t('owner.hours.opens'))}
        {field('closes', t('owner.hours.closes'))}
        {children}
      </Box>
      {problems.map(({ field: key, problem }) => (
        <FormHelperText key={key} id={problemId(key)} error sx={{ mx: 0 }}>
          {problem}
        </FormHelperText>
      ))}
    </Box>
  );
}

/**
 * A time typed on the 24-hour clock ("17:30"), the same in every locale, sized for HH:MM. What the
 * owner types goes to the draft as HH:MM once it reads as a time ("1730" is 17:30), else as typed
 * (Save then answers what is wrong); leaving the field writes it as HH:MM.
 */
function TimeField({
  label,
  value,
  onChange,
  onLeave,
  name,
  problemId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  onLeave: () => void;
  name: string;
  /** The id of the message saying what is wrong with it, when something is. */
  problemId: string | undefined;
}) {
  const t = useT('owner');
  const [text, setText] = useState(value);
  // The draft's value as last seen here: a different one came from outside (a range removed above,
  // a day copied), and the field shows it.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setText(value);
  }
  return (
    <TextField
      size="small"
      label={label}
      value={text}
      placeholder={t('owner.hours.clock')}
      error={problemId !== undefined}
      onChange={(e) => {
        const typed = e.target.value;
        const next = typedClock(typed) ?? typed;
        setText(typed);
        setSeen(next);
        onChange(next);
      }}
      onBlur={() => {
        const clock = typedClock(text);
        if (clock) setText(clock);
        onLeave();
      }}
      slotProps={{
        inputLabel: { shrink: true },
        htmlInput: {
          'aria-label': name,
          'aria-invalid': problemId !== undefined,
          'aria-describedby': problemId,
          inputMode: 'numeric',
          autoComplete: 'off',
        },
      }}
      // HH:MM and the "Closes" label fit whole, with room to spare.
      sx={{ width: '7.5rem', flexShrink: 0 }}
    />
  );
}

function CopyDayDialog({
  from,
  onClose,
  onCopy,
}: {
  from: WeekDay | null;
  onClose: () => void;
  onCopy: (to: WeekDay[]) => void;
}) {
  const t = useT('owner');
  const [chosen, setChosen] = useState<WeekDay[]>([]);
  const others = WEEK_DAYS.filter((d) => d !== from);
  const close = () => {
    setChosen([]);
    onClose();
  };
  return (
    <Dialog
      open={from !== null}
      onClose={close}
      aria-labelledby="copy-day-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="copy-day-title">
        {t('owner.hours.copyTitle', { day: from ? t(`owner.day.${from}`) : '' })}
      </DialogTitle>
      <DialogContent>
        <FormGroup>
          {others.map((day) => (
            <FormControlLabel
              key={day}
              label={t(`owner.day.${day}`)}
              control={
                <Checkbox
                  checked={chosen.includes(day)}
                  onChange={(e) =>
                    setChosen((c) => (e.target.checked ? [...c, day] : c.filter((d) => d !== day)))
                  }
                />
              }
            />
          ))}
        </FormGroup>
        <Button size="small" onClick={() => setChosen(others)}>
          {t('owner.hours.everyOtherDay')}
        </Button>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} color="inherit">
          {t('owner.cancel')}
        </Button>
        <Button
          variant="contained"
          disabled={chosen.length === 0}
          onClick={() => {
            const to = chosen;
            setChosen([]);
            onCopy(to);
          }}
        >
          {t('owner.hours.copy')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SpecialDaysEditor({
  draft,
  onChange,
}: {
  draft: HoursDraft;
  onChange: (draft: HoursDraft) => void;
}) {
  const t = useT('owner');
  return (
    <Box component="section" aria-labelledby="special-days-heading">
      <Typography id="special-days-heading" variant="h3" sx={{ fontSize: '1.1rem', mb: 0.5 }}>
        {t('owner.hours.special')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('owner.hours.specialNote')}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        {draft.special.map((special) => (
          <Box
            key={special.key}
            role="group"
            aria-label={
              special.date
                ? t('owner.hours.specialDayOn', { date: special.date })
                : t('owner.hours.specialDayNoDate')
            }
            data-testid="special-day"
            sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}
          >
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <TextField
                type="date"
                size="small"
                label={t('owner.hours.date')}
                value={special.date}
                onChange={(e) =>
                  onChange(updateSpecial(draft, special.key, { date: e.target.value }))
                }
                slotProps={{ inputLabel: { shrink: true } }}
              />
              <FormControlLabel
                control={
                  <Switch
                    checked={!special.closed}
                    onChange={(e) =>
                      onChange(updateSpecial(draft, special.key, { closed: !e.target.checked }))
                    }
                    slotProps={{
                      input: {
                        'aria-label': special.date
                          ? t('owner.hours.openOn', { date: special.date })
                          : t('owner.hours.openOnThisDay'),
                      },
                    }}
                  />
                }
                label={t(special.closed ? 'owner.hours.closed' : 'owner.hours.open')}
              />
              <IconButton
                aria-label={t('owner.hours.removeSpecial', { date: special.date })}
                onClick={() => onChange(removeSpecial(draft, special.key))}
              >
                <DeleteIcon />
              </IconButton>
            </Box>
            {!special.closed &&
              special.ranges.map((range, index) => (
                <RangeFields
                  key={index}
                  name={special.date || t('owner.hours.specialDay')}
                  range={range}
                  onSet={(field, value) =>
                    onChange(
                      updateSpecial(draft, special.key, {
                        ranges: special.ranges.map((r, i) =>
                          i === index ? { ...r, [field]: value } : r,
                        ),
                      }),
                    )
                  }
                />
              ))}
            <TextField
              size="small"
              label={t('owner.hours.note')}
              value={special.note}
              onChange={(e) =>
                onChange(updateSpecial(draft, special.key, { note: e.target.value }))
              }
              sx={{ mt: 1, width: '100%', maxWidth: 320 }}
              slotProps={{ htmlInput: { maxLength: 80 } }}
            />
          </Box>
        ))}
      </Box>
      <Button
        size="small"
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        onClick={() => onChange(addSpecial(draft, ''))}
      >
        {t('owner.hours.addSpecial')}
      </Button>
    </Box>
  );
}
