// 'Assign Business': makes the user with an e-mail an owner of the business with a phone number.
import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useAssignBusiness } from '../api/assign-business.ts';
import { usePhoneField } from './phone-mask-input.tsx';

export function AssignBusinessForm() {
  const t = useT('owner');
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [missingPhone, setMissingPhone] = useState(false);
  const assign = useAssignBusiness();
  const phoneField = usePhoneField();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (phone.trim() === '') {
      setMissingPhone(true);
      return;
    }
    setMissingPhone(false);
    assign.mutate({ phone, email: email.trim() });
  };
  return (
    <Box component="section" aria-labelledby="assign-business-title" sx={{ maxWidth: 560 }}>
      <Typography id="assign-business-title" variant="h2" sx={{ mb: 2 }}>
        {t('owner.assign.title')}
      </Typography>
      <Box
        component="form"
        onSubmit={submit}
        noValidate
        sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
      >
        <TextField
          label={t('owner.assign.phone')}
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          error={missingPhone}
          helperText={missingPhone ? t('owner.emptyPhone') : undefined}
          placeholder={phoneField.example}
          slotProps={{
            input: { inputComponent: phoneField.inputComponent },
            htmlInput: { inputMode: 'tel', autoComplete: 'off' },
          }}
        />
        <TextField
          label={t('owner.assign.email')}
          type="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          autoComplete="off"
        />
        {assign.isSuccess && <Alert severity="success">{assign.data.message}</Alert>}
        {assign.isError && <Alert severity="error">{assign.error.message}</Alert>}
        <Box>
          <BusyButton type="submit" variant="contained" busy={assign.isPending}>
            {t('owner.assign.submit')}
          </BusyButton>
        </Box>
      </Box>
    </Box>
  );
}
