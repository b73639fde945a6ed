import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BotMessage } from './BotMessage';

describe('BotMessage', () => {
  it('renders bold, italic, strikethrough, code, numbered and bullet lines', () => {
    const { container } = render(
      <BotMessage text={'**bold** *italic* ~~gone~~ `code`\n\n1. first\n2. second\n\n- a\n- b'} />,
    );
    expect(container.querySelector('strong')?.textContent).toBe('bold');
    expect(container.querySelector('em')?.textContent).toBe('italic');
    expect(container.querySelector('del')?.textContent).toBe('gone');
    expect(container.querySelector('code')?.textContent).toBe('code');
    expect(container.querySelectorAll('ol li')).toHaveLength(2);
    expect(container.querySelectorAll('ul li')).toHaveLength(2);
  });

  it('opens links in a new tab without access to this window', () => {
    const { container } = render(<BotMessage text="See [the guide](https://example.com/guide)." />);
    const link = container.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    '<img src=x onerror="window.pwned=1">',
    '<script>window.pwned=1</script>',
    '[click](javascript:window.pwned=1)',
    '<a href="javascript:alert(1)">x</a>',
    '<iframe src="https://evil.example"></iframe>',
  ])('never renders raw HTML or script links: %s', (payload) => {
    const { container } = render(<BotMessage text={payload} />);
    expect(container.querySelector('img, script, iframe')).toBeNull();
    for (const a of container.querySelectorAll('a')) expect(a.getAttribute('href') ?? '').not.toMatch(/javascript:/i);
    expect((window as unknown as { pwned?: number }).pwned).toBeUndefined();
  });

  it('colours marker lines by kind', () => {
    const { container } = render(
      <BotMessage text={'**Step 2: Remove the handle**\n⚠️ Shut the water off first\n💡 Lay parts on a towel'} />,
    );
    expect([...container.querySelectorAll('[data-kind]')].map((el) => el.getAttribute('data-kind'))).toEqual([
      'step',
      'warning',
      'tip',
    ]);
  });
});
