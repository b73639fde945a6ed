import { useRef, useState } from 'react';
import { CHAT_TEXT } from '@fixwise/shared';

type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: (() => void) | null;
  start(): void;
  stop(): void;
};

/** Spec §2 voice input: single-shot, en-US, toggling between listening and stopped. */
export function useSpeechInput(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const recognition = useRef<Recognition | null>(null);

  const toggle = () => {
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const w = window as unknown as { SpeechRecognition?: new () => Recognition; webkitSpeechRecognition?: new () => Recognition };
    const Speech = w.SpeechRecognition ?? w.webkitSpeechRecognition;
    if (!Speech) {
      window.alert(CHAT_TEXT.noSpeech);
      return;
    }
    const r = new Speech();
    r.lang = 'en-US';
    r.continuous = false;
    r.interimResults = false;
    r.onresult = (event) => {
      const transcript = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (transcript) onText(transcript);
    };
    r.onend = () => setListening(false);
    r.onerror = () => setListening(false);
    recognition.current = r;
    setListening(true);
    r.start();
  };

  return { listening, toggle };
}
