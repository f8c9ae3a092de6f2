// A button that opens the file chooser for one image: a file of the wrong kind or size is refused
// with the reason (shown by the caller) and changes nothing.
import { useRef, type ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import { useT } from '../../../lib/i18n.tsx';
import { IMAGE_TYPES, imageFileProblem } from '../utils/image-file.ts';

type Props = {
  /** The button's text, or its accessible name when it is an icon. */
  label: string;
  icon?: ReactNode;
  /** Shows only the icon (the logo picker). */
  iconOnly?: boolean;
  onPick: (file: File) => void;
  onRefuse: (message: string) => void;
  /** The form field name the file goes to (images, coverPhoto, logo): for tests and forms. */
  name: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  sx?: ButtonProps['sx'];
};

export function FilePickerButton({
  label,
  icon,
  iconOnly,
  onPick,
  onRefuse,
  name,
  variant = 'contained',
  size = 'medium',
  disabled,
  sx,
}: Props) {
  const t = useT('owner');
  const inputRef = useRef<HTMLInputElement>(null);
  // A real button that opens the hidden input's chooser, not a label with role="button" around
  // the input: HTML gives a label no role (it names its control), and a button may not hold one.
  const choose = () => inputRef.current?.click();
  const input = (
    <input
      ref={inputRef}
      type="file"
      name={name}
      hidden
      accept={IMAGE_TYPES.join(',')}
      disabled={disabled}
      data-testid={`${name}-input`}
      onChange={(event) => {
        const file = event.target.files?.[0];
        // The same file can be chosen again after a refusal or a change of mind.
        event.target.value = '';
        if (!file) return;
        const problem = imageFileProblem(file, t);
        if (problem) onRefuse(problem);
        else onPick(file);
      }}
    />
  );
  if (iconOnly) {
    return (
      <>
        <IconButton
          aria-label={label}
          title={label}
          size={size}
          disabled={disabled}
          sx={sx}
          onClick={choose}
        >
          {icon}
        </IconButton>
        {input}
      </>
    );
  }
  return (
    <>
      <Button
        variant={variant}
        size={size}
        startIcon={icon}
        disabled={disabled}
        sx={sx}
        onClick={choose}
      >
        {label}
      </Button>
      {input}
    </>
  );
}
