import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
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
});
