// 'Phone Number Look up': the masked phone input, Search (the business with that phone becomes the
// managed one) and Create (a new business with that phone). An empty number alerts 'Please enter a
// phone number'; the server's message (none found, phone taken) is alerted too.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';
import { BusyButton } from '../../../components/busy-button.tsx';
import { useCreateBusiness } from '../api/create-business.ts';
import { useLookUpBusiness } from '../api/look-up-business.ts';
import { usePhoneField } from './phone-mask-input.tsx';

const alertMessage = (error: Error) => window.alert(error.message);

export function PhoneLookup() {
  const [phone, setPhone] = useState('');
  const phoneField = usePhoneField();
  const lookUp = useLookUpBusiness();
  const create = useCreateBusiness();
  const busy = lookUp.isPending || create.isPending;
  const withPhone = (run: (phone: string) => void) => {
    if (phone.trim() === '') {
      window.alert(TEXTS.emptyPhone);
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
        Phone Number Look up
      </Typography>
      <Box
        component="form"
        onSubmit={search}
        noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      >
        <TextField
          label="Number Input"
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
            aria-label="Search by phone number"
          >
            Search
          </BusyButton>
          <BusyButton
            variant="outlined"
            size="large"
            onClick={createBusiness}
            busy={create.isPending}
            disabled={busy}
          >
            Create
          </BusyButton>
        </Box>
      </Box>
    </Box>
  );
}
