import { render, screen } from '@testing-library/react';
import type { PlanStep } from '@fixwise/shared';
import { describe, expect, it } from 'vitest';
import { StepMedia } from './StepIllustration';

const step = (image: PlanStep['image']): PlanStep => ({
  _id: 's1',
  step_number: 1,
  title: 'Shut off the water',
  summary: 'Close the valves',
  instructions: ['Turn both valves clockwise.'],
  time_text: '5 min',
  est_time_min: 5,
  tools_needed: [],
  safety_warnings: [],
  tips: [],
  checks: [],
  wait: null,
  gate: null,
  image,
  videoUrl: null,
  completed: false,
  feedback: null,
});

describe('StepMedia', () => {
  it('shows a complete image', () => {
    render(<StepMedia step={step({ status: 'complete', url: '/img/1.png' })} />);
    expect(screen.getByRole('img', { name: 'Illustration: Shut off the water' })).toHaveProperty(
      'src',
      expect.stringContaining('/img/1.png'),
    );
  });

  it.each([null, { status: 'pending' as const, url: null }, { status: 'failed' as const, url: '/img/x.png' }])(
    'shows the illustration of the step kind instead of %o',
    (image) => {
      const { container } = render(<StepMedia step={step(image)} />);
      expect(screen.queryByRole('img', { name: /Illustration/ })).toBeNull();
      expect(screen.getByText('Make it safe first')).toBeTruthy();
      expect(container.querySelector('[data-kind="safety"]')).not.toBeNull();
    },
  );
});
