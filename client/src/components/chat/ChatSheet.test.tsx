import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ChatSheet, type ChatSheetProps } from './ChatSheet';

const sheet = (props: Partial<ChatSheetProps>) => (
  <ChatSheet
    messages={[
      { id: 'a', role: 'assistant', text: 'Hi!' },
      { id: 'b', role: 'user', text: 'The tap drips' },
    ]}
    streaming={null}
    suggestions={[]}
    draft=""
    onDraftChange={() => undefined}
    attachments={[]}
    onAttach={() => undefined}
    onRemoveAttachment={() => undefined}
    onSend={() => undefined}
    onSuggestion={() => undefined}
    onClose={() => undefined}
    busy={false}
    {...props}
  />
);

describe('a long conversation in the sheet', () => {
  it('offers the earlier messages above the latest, and says when they are on their way', () => {
    const onShow = vi.fn();
    const { rerender } = render(sheet({ earlier: { loading: false, onShow } }));
    fireEvent.click(screen.getByRole('button', { name: 'Show earlier messages' }));
    expect(onShow).toHaveBeenCalledOnce();
    rerender(sheet({ earlier: { loading: true, onShow } }));
    expect((screen.getByRole('button', { name: 'Loading earlier messages…' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('offers nothing more when the conversation is all there', () => {
    render(sheet({ earlier: null }));
    expect(screen.queryByRole('button', { name: 'Show earlier messages' })).toBeNull();
  });
});
