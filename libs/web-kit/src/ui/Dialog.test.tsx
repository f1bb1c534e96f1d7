/** @jest-environment jsdom */
import { shellTexts } from '@asp/i18n';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Dialog } from './Dialog';

/** A page with a button that opens the dialog, as a screen uses it. */
function Page({ onClose = () => undefined }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <Dialog
        open={open}
        title="Filiale löschen"
        onClose={() => {
          onClose();
          setOpen(false);
        }}
      >
        <input aria-label="Grund" />
        <button type="button">Löschen</button>
      </Dialog>
    </>
  );
}

function openDialog() {
  const trigger = screen.getByRole('button', { name: 'Öffnen' });
  trigger.focus();
  fireEvent.click(trigger);
  return { trigger, dialog: screen.getByRole('dialog', { name: 'Filiale löschen' }) };
}

describe('Dialog', () => {
  it('renders nothing while closed', () => {
    render(<Page />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a modal named by its title, with focus on its first control (the close button)', () => {
    render(<Page />);
    const { dialog } = openDialog();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: shellTexts.close }));
  });

  it('closes on Escape and gives the focus back to the button that opened it', () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    const { trigger } = openDialog();
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(trigger);
  });

  it('keeps Tab inside: from the last control to the first and back with Shift+Tab', () => {
    render(<Page />);
    openDialog();
    const close = screen.getByRole('button', { name: shellTexts.close });
    const last = screen.getByRole('button', { name: 'Löschen' });
    last.focus();
    fireEvent.keyDown(last, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(last);
  });

  it('closes on the close button and on a click on the backdrop, not on a click inside', () => {
    const onClose = jest.fn();
    render(<Page onClose={onClose} />);
    const { dialog } = openDialog();
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement as Element);
    expect(onClose).toHaveBeenCalledTimes(1);
    openDialog();
    fireEvent.click(screen.getByRole('button', { name: shellTexts.close }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
