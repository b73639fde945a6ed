import { stepKind, type PlanStep, type StepKind } from '@fixwise/shared';
import { useOwnImage } from '../../app/useOwnImage';

/** Per step kind: a picture, a caption a person reads at a glance, and a colour. */
const ILLUSTRATIONS: Record<StepKind, { emoji: string; caption: string; tone: string }> = {
  safety: { emoji: '🛑', caption: 'Make it safe first', tone: 'red' },
  inspect: { emoji: '🔍', caption: 'Look and check', tone: 'blue' },
  remove: { emoji: '🪛', caption: 'Take it apart', tone: 'amber' },
  clean: { emoji: '🧽', caption: 'Clean and clear', tone: 'teal' },
  install: { emoji: '🔧', caption: 'Fit the new part', tone: 'green' },
  fill: { emoji: '🪣', caption: 'Fill and seal', tone: 'violet' },
  finish: { emoji: '🖌️', caption: 'Finish it off', tone: 'pink' },
  test: { emoji: '🚰', caption: 'Test it works', tone: 'green' },
};

/**
 * Step media: the step's own image once it is complete; until then (or without one) an
 * illustration of what kind of step it is. A pending or failed image is never shown.
 */
export function StepMedia({ step }: { step: PlanStep }) {
  const picture = usePicture(step.image?.status === 'complete' ? step.image.url : null);
  if (picture) return <img className="step-image" src={picture} alt={`Illustration: ${step.title}`} />;
  const kind = stepKind(step);
  const art = ILLUSTRATIONS[kind];
  return (
    <figure className={`step-illustration tone-${art.tone}`} data-kind={kind}>
      <span className="step-illustration-art" aria-hidden="true">
        {art.emoji}
      </span>
      <figcaption>{art.caption}</figcaption>
    </figure>
  );
}

const OWN_IMAGE = /^\/api\/images\/([0-9a-f-]{36})$/i;

/** A picture's address to show: the person's own stored images are fetched with their token. */
function usePicture(url: string | null | undefined): string | null {
  const own = url ? OWN_IMAGE.exec(url)?.[1] : undefined;
  const stored = useOwnImage(own);
  if (!url) return null;
  return own ? stored.url : url;
}
