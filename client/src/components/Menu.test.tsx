import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Menu } from './Menu';

function renderMenu(onSelect = vi.fn()) {
  render(
    <Menu
      label="Project options"
      icon={<span aria-hidden="true">⋮</span>}
      items={[
        { label: 'Resume', onSelect },
        { label: 'Completing...', onSelect, disabled: true },
        { label: 'Rename', onSelect },
        { label: 'Delete', onSelect, danger: true },
      ]}
    />,
  );
  return screen.getByRole('button', { name: 'Project options' });
}

describe('Menu', () => {
  it('opens a labelled menu of menuitems and focuses the first one', () => {
    const button = renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('menu', { name: 'Project options' })).toBeTruthy();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Resume',
      'Completing...',
      'Rename',
      'Delete',
    ]);
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Resume' }));
  });

  it('moves with the arrow keys past disabled items, wrapping around', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Project options' }));
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Rename');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowDown' });
    expect(document.activeElement?.textContent).toBe('Resume');
    fireEvent.keyDown(document.activeElement!, { key: 'ArrowUp' });
    expect(document.activeElement?.textContent).toBe('Delete');
  });

  it('closes on Escape and returns focus to its button', () => {
    const button = renderMenu();
    fireEvent.click(button);
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('runs the chosen item and closes', () => {
    const onSelect = vi.fn();
    renderMenu(onSelect);
    fireEvent.click(screen.getByRole('button', { name: 'Project options' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'Rename' }));
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('closes when the person presses outside it', () => {
    renderMenu();
    fireEvent.click(screen.getByRole('button', { name: 'Project options' }));
    fireEvent.mouseDown(document.body);
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
