import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { Drawer } from './Drawer';
import { Modal } from './Modal';

describe('Modal', () => {
  it('is a labelled modal dialog that takes focus and closes on Escape', () => {
    const onClose = vi.fn();
    render(
      <Modal title="Complete Project" onClose={onClose} actions={<button type="button">Cancel</button>}>
        <p>Are you sure?</p>
      </Modal>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Complete Project' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel' }));
    expect(document.body.style.overflow).toBe('hidden');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes on a backdrop press but not on a press inside the dialog', () => {
    const onClose = vi.fn();
    render(<Modal title="Rename Project" onClose={onClose} actions={<button type="button">Rename</button>} />);
    const dialog = screen.getByRole('dialog', { name: 'Rename Project' });
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(dialog.parentElement!);
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('keeps Tab inside the dialog and gives focus back to the opener when it closes', () => {
    function Opener() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Open
          </button>
          {open ? (
            <Modal
              title="New Project Name"
              onClose={() => setOpen(false)}
              actions={
                <>
                  <button type="button">Cancel</button>
                  <button type="button">Start</button>
                </>
              }
            />
          ) : null}
        </>
      );
    }
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const [cancel, start] = [
      screen.getByRole('button', { name: 'Cancel' }),
      screen.getByRole('button', { name: 'Start' }),
    ];
    start.focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(document.activeElement).toBe(cancel);
    fireEvent.keyDown(document, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(start);
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });
});

describe('Drawer', () => {
  it('is a labelled modal dialog with a Close button, closed by Escape', () => {
    const onClose = vi.fn();
    render(
      <Drawer label="Menu" onClose={onClose}>
        <button type="button">My Projects</button>
      </Drawer>,
    );
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(drawer.getAttribute('aria-modal')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
