// The phone input's mask, (#00) 000-0000 with a first digit from 1 to 9, as a MUI input component:
// `<TextField slotProps={{ input: { inputComponent: phoneInputComponent } }} />`.
import { forwardRef, type ElementType } from 'react';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import { IMaskInput } from 'react-imask';
import { usePlace } from '../../../lib/place.ts';

export const PHONE_MASK = '(#00) 000-0000';
const definitions = { '#': /[1-9]/ };

type Props = {
  name?: string;
  onChange: (event: { target: { name: string; value: string } }) => void;
};

// forwardRef, not ref as a prop: production builds run on preact/compat (decision 007), where a
// function component's ref arrives only through forwardRef.
export const PhoneMaskInput = forwardRef<HTMLInputElement, Props>(function PhoneMaskInput(
  { onChange, ...other },
  ref,
) {
  return (
    <IMaskInput
      {...other}
      mask={PHONE_MASK}
      definitions={definitions}
      inputRef={ref}
      overwrite
      // The mask owns the text: the form hears each accepted value (never a digit the mask refused).
      onAccept={(value: string) => onChange({ target: { name: other.name ?? '', value } })}
    />
  );
});

/**
 * For `slotProps.input.inputComponent`. MUI types inputComponent's onChange as a DOM change handler;
 * the mask calls it with `{ target: { name, value } }`, which is all MUI and the forms read.
 */
export const phoneInputComponent =
  PhoneMaskInput as unknown as ElementType<InputBaseComponentProps>;

/**
 * What a phone field of this install takes (PHONE_REGION): in a US install the specification's mask
 * and a US example; elsewhere plain text, as the region writes numbers (028 3822 1234), with the
 * region's example. The server reads and checks the number either way, and says which numbers it
 * takes when it refuses one.
 */
export function usePhoneField(): {
  inputComponent: ElementType<InputBaseComponentProps> | undefined;
  example: string;
} {
  const place = usePlace();
  return place.phoneRegion === 'US'
    ? { inputComponent: phoneInputComponent, example: '(408) 555-0100' }
    : { inputComponent: undefined, example: place.phoneExample };
}
