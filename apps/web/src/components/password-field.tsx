// A password input: hidden characters, what the browser's password manager should fill
// (`autoComplete`), and the contract's length limit. Sign-in, reset and the profile's forms share it.
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { LIMITS } from '@menudex/contract/constants';

type Props = Omit<TextFieldProps, 'type' | 'value' | 'onChange' | 'autoComplete' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
};

export function PasswordField({ onChange, ...props }: Props) {
  return (
    <TextField
      {...props}
      type="password"
      onChange={(e) => onChange(e.target.value)}
      slotProps={{ htmlInput: { maxLength: LIMITS.passwordMaxLength } }}
    />
  );
}
