import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VOICE_PROBLEM, useSpeechInput } from './useSpeechInput';

afterEach(() => {
  delete (window as unknown as Record<string, unknown>).webkitSpeechRecognition;
  vi.restoreAllMocks();
});

describe('voice input (spec §2)', () => {
  it("alerts 'Browser does not support speech recognition.' without the Web Speech API", () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { result } = renderHook(() => useSpeechInput(() => undefined));
    act(() => result.current.toggle());
    expect(alert).toHaveBeenCalledWith('Browser does not support speech recognition.');
  });

  it('listens once, in en-US, and hands over the transcript', () => {
    const made: Array<Record<string, any>> = [];
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = class {
      lang = '';
      continuous = true;
      interimResults = true;
      onresult: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor() {
        made.push(this as unknown as Record<string, any>);
      }
      start() {}
      stop() {
        this.onend?.();
      }
    };
    const heard: string[] = [];
    const { result } = renderHook(() => useSpeechInput((text) => heard.push(text)));
    act(() => result.current.toggle());
    expect(result.current.listening).toBe(true);
    const recognition = made[0]!;
    expect(recognition).toMatchObject({ lang: 'en-US', continuous: false, interimResults: false });
    act(() => recognition.onresult({ results: [[{ transcript: 'the toilet keeps running' }]] }));
    act(() => recognition.onend());
    expect(heard).toEqual(['the toilet keeps running']);
    expect(result.current.listening).toBe(false);
  });

  it('says why when it gives nothing: the microphone refused, then nothing heard', async () => {
    let error = 'not-allowed';
    (window as unknown as Record<string, unknown>).webkitSpeechRecognition = class {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((e: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      onerror: ((e: { error: string }) => void) | null = null;
      start() {
        setTimeout(() => {
          this.onerror?.({ error });
          this.onend?.();
        }, 5);
      }
      stop() {
        this.onend?.();
      }
    };
    const { result } = renderHook(() => useSpeechInput(() => undefined));
    act(() => result.current.toggle());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(result.current.problem).toBe(VOICE_PROBLEM.blocked);
    error = 'no-speech';
    act(() => result.current.toggle());
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(result.current.problem).toBe(VOICE_PROBLEM.nothingHeard);
  });
});
