// 'Phone Number Look up': the masked phone input, Search (the business with that phone becomes the
// managed one) and Create (a new business with that phone). An empty number alerts 'Please enter a
// phone number'; the server's message (none found, phone taken) is alerted too.
import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TEXTS } from '@menudex/contract/constants';
import { useCreateBusiness } from '../api/create-business.ts';
import { useLookUpBusiness } from '../api/look-up-business.ts';
import { phoneInputComponent } from './phone-mask-input.tsx';

const alertMessage = (error: Error) => window.alert(error.message);

export function PhoneLookup() {
  const [phone, setPhone] = useState('');
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
  const spinner = <CircularProgress size={16} color="inherit" />;
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
          placeholder="(408) 555-0100"
          sx={{ flex: '1 1 240px', maxWidth: 360 }}
          slotProps={{
            input: { inputComponent: phoneInputComponent },
            htmlInput: { inputMode: 'tel', autoComplete: 'off' },
          }}
        />
        <Box sx={{ display: 'flex', gap: 1.5 }}>
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={busy}
            startIcon={lookUp.isPending ? spinner : undefined}
          >
            Search
          </Button>
          <Button
            variant="outlined"
            size="large"
            onClick={createBusiness}
            disabled={busy}
            startIcon={create.isPending ? spinner : undefined}
          >
            Create
          </Button>
        </Box>
      </Box>
    </Box>
  );
}
