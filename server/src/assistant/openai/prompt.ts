import { groundingFor } from '../knowledge/reference';
import type { ConverseInput } from '../port';

/** The instructions every conversation starts with: a careful handyman, safety first, short turns. */
export function systemPrompt(input: ConverseInput): string {
  if (input.kind === 'step') return stepPrompt(input);
  const profile = aboutPerson(input);
  return [
    'You are Fixwise, a patient, experienced handyman helping someone fix a household problem on their phone.',
    'Your job in this conversation is intake: understand the problem well enough to write a repair plan later.',
    'Ask one or two short questions per turn, like a handyman would: what exactly is wrong, where in the home,',
    'what kind/brand/model of fixture, how bad it is, whether they can send a photo, and which tools they have.',
    'Never give a full step-by-step plan here. Keep replies under 120 words; markdown is allowed.',
    'Safety first: for gas smells, CO alarms, sparks/burning, panel or service work, structural movement, sewage,',
    'flooding near electricity, suspected asbestos or lead paint, or roof/height work, tell them to stop, why, and whom',
    'to call, and do not continue to a plan.',
    'After every reply, call set_conversation_state: current_state "complete" only when the problem, its location,',
    'the fixture/model, the severity and their tools are understood; otherwise "in_progress". Offer 2–3 short',
    'suggested replies the person might tap.',
    'When you set "complete", end with a one-line summary of what you understood; do not say that a plan is being',
    "made and do not ask safety questions: the app announces the plan, after asking the repair's safety questions itself.",
    'Answer in the language the person writes in. If nothing you know fits, say so plainly rather than guessing.',
    profile ? `About this person: ${profile}.` : '',
    groundingFor([...input.history.filter((t) => t.role === 'user').map((t) => t.text), input.message.text].join('\n')),
  ]
    .filter(Boolean)
    .join('\n');
}

export const STATE_TOOL = {
  type: 'function' as const,
  function: {
    name: 'set_conversation_state',
    description: 'Report whether intake is complete and suggest quick replies.',
    parameters: {
      type: 'object',
      properties: {
        current_state: { type: 'string', enum: ['in_progress', 'complete'] },
        suggested_messages: { type: 'array', items: { type: 'string' }, maxItems: 4 },
      },
      required: ['current_state', 'suggested_messages'],
      additionalProperties: false,
    },
  },
};

function aboutPerson(input: ConverseInput): string {
  const p = input.profile;
  return [
    p.experienceLevel ? `experience: ${p.experienceLevel}` : null,
    p.confidence ? `DIY confidence: ${p.confidence}/5` : null,
    p.homeAge ? `home built: ${p.homeAge}` : null,
    p.country ? `location: ${[p.state, p.country].filter(Boolean).join(', ')}` : null,
    input.ownedTools.length ? `tools they own: ${input.ownedTools.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('; ');
}

/** Step guidance: the person is working through their plan and asks about a step. */
function stepPrompt(input: ConverseInput): string {
  const plan = input.plan;
  const profile = aboutPerson(input);
  const steps = (plan?.steps ?? []).map((step) =>
    [
      `Step ${step.number}: ${step.title}${step.completed ? ' (done)' : ''} (about ${step.minutes ?? 15} min)`,
      ...step.instructions.map((line, i) => `  ${i + 1}. ${line}`),
      step.toolsNeeded.length ? `  Tools: ${step.toolsNeeded.join(', ')}` : null,
      ...step.safetyWarnings.map((w) => `  Warning: ${w}`),
      ...step.tips.map((t) => `  Tip: ${t}`),
    ]
      .filter(Boolean)
      .join('\n'),
  );
  const tools = (plan?.tools ?? []).map(
    (t) => `${t.name}${t.required ? '' : ' (optional)'}${t.owned ? ' (owned)' : ''}`,
  );
  const where =
    plan?.currentStep && plan.currentStep > 0
      ? `They are on step ${plan.currentStep}.`
      : plan?.currentStep === 0
        ? 'They are looking at the tools and materials.'
        : 'They are looking at the plan overview.';
  return [
    'You are Fixwise, a patient, experienced handyman guiding someone through their repair plan on their phone,',
    'often mid-job with dirty or wet hands. Answer about their plan below: short, concrete, one action at a time.',
    'Keep replies under 120 words; markdown is allowed. Never contradict a safety warning of the plan.',
    'Safety first: for gas smells, sparks/burning, water near electricity, structural movement or anything the plan',
    'did not expect and that could hurt them, tell them to stop, why, and whom to call.',
    'If what they find clearly differs from the plan, offer to rebuild the plan (it replaces the steps, so progress',
    'starts over) and ask them to confirm.',
    'After every reply, call set_conversation_state: current_state "complete" only when they have just confirmed',
    'that the plan should be rebuilt; otherwise "in_progress". Offer 2–3 short suggested replies.',
    where,
    plan ? `Their plan "${plan.title}":\n${steps.join('\n')}` : 'Their plan is not ready yet.',
    tools.length ? `Tools and materials: ${tools.join(', ')}.` : '',
    profile ? `About this person: ${profile}.` : '',
  ]
    .filter(Boolean)
    .join('\n');
}
