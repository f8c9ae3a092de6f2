// Starts edit mode on a business page in a component test: the owner's controls show (disabled)
// before the edit code arrives, then the real button replaces the placeholder.
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { expect } from 'vitest';

export async function clickEditing(user: UserEvent): Promise<void> {
  await waitFor(() => expect(screen.getByRole('button', { name: 'Editing' })).toBeEnabled(), {
    timeout: 15_000,
  });
  await user.click(screen.getByRole('button', { name: 'Editing' }));
}
