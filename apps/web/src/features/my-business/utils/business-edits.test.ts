import { describe, expect, it } from 'vitest';
import { aBusiness } from '../../../components/testing/fixtures.ts';
import {
  businessFormData,
  hasChanges,
  pendingChanges,
  withEdits,
  withoutSentImages,
} from './business-edits.ts';
import type { PickedImage } from './image-file.ts';

const picked = (name: string): PickedImage => ({
  file: new File(['x'], name, { type: 'image/png' }),
  url: `blob:${name}`,
});

describe('business edit form rules', () => {
  const saved = aBusiness({
    name: 'Old Name',
    description: 'Same',
    displayPhone: '(408) 555-0100',
  });

  it('sends only the fields that differ from the saved business, address parts in location', () => {
    const changes = pendingChanges(saved, {
      name: 'New Name',
      description: 'Same',
      location: { city: 'Oakland', state: saved.location.state },
    });
    expect(changes).toEqual({ name: 'New Name', location: { city: 'Oakland' } });
    expect([...businessFormData(changes).entries()]).toEqual([
      ['name', 'New Name'],
      ['location[city]', 'Oakland'],
    ]);
  });

  it('sends the changed Vietnamese texts as translations[vi][…], an emptied one as empty', () => {
    const translated = aBusiness({
      translations: { vi: { name: 'Quán Cũ', description: 'Như cũ' } },
    });
    const changes = pendingChanges(translated, {
      translation: { name: 'Quán Mới', description: '' },
    });
    expect(changes).toEqual({ translation: { name: 'Quán Mới', description: '' } });
    expect([...businessFormData(changes).entries()]).toEqual([
      ['translations[vi][name]', 'Quán Mới'],
      ['translations[vi][description]', ''],
    ]);
    // Previewing shows the typed texts; an emptied one is gone.
    expect(withEdits(translated, changes).translations).toEqual({ vi: { name: 'Quán Mới' } });
    expect(hasChanges(pendingChanges(translated, { translation: { name: 'Quán Cũ ' } }))).toBe(
      false,
    );
  });

  it('treats a trailing space as no change (the server trims)', () => {
    expect(hasChanges(pendingChanges(saved, { name: 'Old Name ' }))).toBe(false);
  });

  it('sends the first chosen cover and logo files as coverPhoto and logo', () => {
    const cover = picked('cover.png');
    const logo = picked('logo.png');
    const form = businessFormData(pendingChanges(saved, { coverPhoto: cover, logo }));
    expect(form.get('coverPhoto')).toBe(cover.file);
    expect(form.get('logo')).toBe(logo.file);
  });

  it('previews the edits: texts, local image URLs and the display address lines', () => {
    const preview = withEdits(saved, {
      name: 'Preview',
      coverPhoto: picked('c.png'),
      location: { address1: '1 Main St', city: 'Oakland', state: 'CA', zipCode: '94607' },
    });
    expect(preview.name).toBe('Preview');
    expect(preview.coverPhoto).toBe('blob:c.png');
    expect(preview.logo).toBe(saved.logo);
    expect(preview.location.displayAddress).toEqual([
      '1 Main St',
      saved.location.address2,
      saved.location.address3,
      'Oakland, CA 94607',
    ]);
  });

  it('leaves the city line empty when city, state and zip code are', () => {
    const preview = withEdits(saved, { location: { city: '', state: '', zipCode: '' } });
    expect(preview.location.displayAddress[3]).toBe('');
  });

  it('drops edits the saved business now holds and keeps the others (the local copy resets)', () => {
    const edits = { name: 'Saved Now', description: 'Typed meanwhile', logo: picked('l.png') };
    const after = { ...saved, name: 'Saved Now' };
    expect(pendingChanges(after, edits)).toEqual({
      description: 'Typed meanwhile',
      logo: edits.logo,
    });
  });

  it('forgets the images a save sent, not one chosen while it was on its way', () => {
    const sent = { coverPhoto: picked('a.png') };
    const newer = picked('b.png');
    expect(withoutSentImages({ coverPhoto: sent.coverPhoto, name: 'x' }, sent)).toEqual({
      name: 'x',
    });
    expect(withoutSentImages({ coverPhoto: newer }, sent)).toEqual({ coverPhoto: newer });
  });
});
