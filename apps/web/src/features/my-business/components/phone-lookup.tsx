// 'Phone Number Look up': the masked phone input, Search (the business with that phone becomes the
// managed one) and Create (a new business with that phone). An empty number alerts 'Please enter a
// phone number'; the server's message (none found, phone taken) is alerted too.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useT } from '../../../lib/i18n.tsx';
import { useCreateBusiness } from '../api/create-business.ts';
import { useLookUpBusiness } from '../api/look-up-business.ts';
import { usePhoneField } from './phone-mask-input.tsx';

const alertMessage = (error: Error) => window.alert(error.message);

export function PhoneLookup() {
  const t = useT('owner');
  const [phone, setPhone] = useState('');
  const phoneField = usePhoneField();
  const lookUp = useLookUpBusiness();
  const create = useCreateBusiness();
  const busy = lookUp.isPending || create.isPending;
  const withPhone = (run: (phone: string) => void) => {
    if (phone.trim() === '') {
      window.alert(t('owner.emptyPhone'));
      return;
    }
    run(phone);
  };
  const search = (event?: FormEvent) => {
    event?.preventDefault();
    withPhone((p) => lookUp.mutate(p, { onError: alertMessage }));
  };
  const createBusiness = () => withPhone((p) => create.mutate(p, { onError: alertMessage }));
  return (
    <Box component="section" aria-labelledby="phone-lookup-title">
      <Typography id="phone-lookup-title" variant="h1" sx={{ mb: 3 }}>
        {t('owner.lookup.title')}
      </Typography>
      <Box
        component="form"
        onSubmit={search}
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <TextField
          label={t('owner.lookup.input')}
          name="phone"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          placeholder={phoneField.example}
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
          slotProps={{
            input: { inputComponent: phoneField.inputComponent },
            htmlInput: { inputMode: 'tel', autoComplete: 'off' },
          }}
        />
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <BusyButton
            type="submit"
            variant="contained"
            size="large"
            busy={lookUp.isPending}
            disabled={busy}
            // The top bar's search box has a button named Search too: a screen reader's list of
            // buttons tells the two apart (the visible word stays first in the name).
            aria-label={t('owner.lookup.searchLabel')}
          >
            {t('owner.lookup.search')}
          </BusyButton>
          <BusyButton
            variant="outlined"
            size="large"
            onClick={createBusiness}
            busy={create.isPending}
            disabled={busy}
          >
            {t('owner.lookup.create')}
          </BusyButton>
        </Box>
      </Box>
    </Box>
  );
}
