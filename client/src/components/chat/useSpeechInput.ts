import { useRef, useState } from 'react';
import { CHAT_TEXT } from '@fixwise/shared';

type Recognition = {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: { results: ArrayLike<ArrayLike<{ transcript: string }>> }) => void) | null;
  onend: (() => void) | null;
  onerror: ((event: { error?: string }) => void) | null;
  start(): void;
  stop(): void;
};

/**
 * What the person is told when voice input gives nothing, by the recogniser's error.
 * @internal
 */
export const VOICE_PROBLEM = {
  blocked: "Fixwise can't use the microphone. Allow it in your browser's site settings, or type instead.",
  noMicrophone: 'No microphone was found. Connect one, or type instead.',
  nothingHeard: "I didn't hear anything. Tap the microphone and speak, or type instead.",
  failed: 'Voice input stopped. Please try again, or type instead.',
} as const;

function problemFor(error: string | undefined): string {
  if (error === 'not-allowed' || error === 'service-not-allowed') return VOICE_PROBLEM.blocked;
  if (error === 'audio-capture') return VOICE_PROBLEM.noMicrophone;
  if (error === 'no-speech') return VOICE_PROBLEM.nothingHeard;
  return VOICE_PROBLEM.failed;
}

/**
 * Spec §2 voice input: single-shot, en-US, toggling between listening and stopped. When it gives
 * nothing — the microphone refused or missing, nothing heard — `problem` says so (never silence).
 */
export function useSpeechInput(onText: (text: string) => void) {
  const [listening, setListening] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const recognition = useRef<Recognition | null>(null);

  const toggle = () => {
    if (listening) {
      recognition.current?.stop();
      return;
    }
    const w = window as unknown as {
      SpeechRecognition?: new () => Recognition;
      webkitSpeechRecognition?: new () => Recognition;
    };
    const Speech = w.SpeechRecognition ?? w.webkitSpeechRecognition;
    if (!Speech) {
      window.alert(CHAT_TEXT.noSpeech);
      return;
    }
    setProblem(null);
    let heard = false;
    let failed = false;
    const r = new Speech();
    r.lang = 'en-US';
    r.continuous = false;
    r.interimResults = false;
    r.onresult = (event) => {
      const transcript = Array.from(event.results)
        .map((result) => result[0]?.transcript ?? '')
        .join(' ')
        .trim();
      if (transcript) {
        heard = true;
        onText(transcript);
      }
    };
    r.onend = () => {
      setListening(false);
      if (!heard && !failed) setProblem(VOICE_PROBLEM.nothingHeard);
    };
    r.onerror = (event) => {
      failed = true;
      // stopped by the person: nothing to say
      if (event?.error !== 'aborted') setProblem(problemFor(event?.error));
      setListening(false);
    };
    recognition.current = r;
    setListening(true);
    r.start();
  };

  return { listening, toggle, problem, clearProblem: () => setProblem(null) };
}
