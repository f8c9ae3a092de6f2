import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FilePickerButton } from './file-picker-button.tsx';

afterEach(() => vi.restoreAllMocks());

function renderPicker(iconOnly = false) {
  const onPick = vi.fn();
  const onRefuse = vi.fn();
  render(
    <FilePickerButton
      label="Change logo"
      name="logo"
      iconOnly={iconOnly}
      icon={<svg aria-hidden="true" />}
      onPick={onPick}
      onRefuse={onRefuse}
    />,
  );
  return { onPick, onRefuse, input: screen.getByTestId<HTMLInputElement>('logo-input') };
}

describe('FilePickerButton', () => {
  it.each([false, true])(
    'is a real button that opens the file chooser, the input beside it (icon only: %s)',
    (iconOnly) => {
      const opened = vi.spyOn(HTMLInputElement.prototype, 'click').mockImplementation(() => {});
      const { input } = renderPicker(iconOnly);
      const button = screen.getByRole('button', { name: 'Change logo' });
      // Not a label with role="button" around the input (the W3C checker's error), nor a button
      // holding it: a button may hold no interactive content.
      expect(button.tagName).toBe('BUTTON');
      expect(button).not.toContainElement(input);
      fireEvent.click(button);
      expect(opened).toHaveBeenCalledOnce();
      expect(opened.mock.contexts[0]).toBe(input);
    },
  );

  it('hands over a chosen image, and refuses a file of another kind', () => {
    const { input, onPick, onRefuse } = renderPicker();
    const photo = new File(['x'], 'logo.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [photo] } });
    expect(onPick).toHaveBeenCalledWith(photo);
    fireEvent.change(input, {
      target: { files: [new File(['x'], 'notes.txt', { type: 'text/plain' })] },
    });
    expect(onRefuse).toHaveBeenCalledOnce();
    expect(onPick).toHaveBeenCalledOnce();
  });
});
