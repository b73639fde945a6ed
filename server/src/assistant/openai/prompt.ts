import type { ConverseInput } from '../port';

/** The instructions every conversation starts with: a careful handyman, safety first, short turns. */
export function systemPrompt(input: ConverseInput): string {
  const p = input.profile;
  const profile = [
    p.experienceLevel ? `experience: ${p.experienceLevel}` : null,
    p.confidence ? `DIY confidence: ${p.confidence}/5` : null,
    p.homeAge ? `home built: ${p.homeAge}` : null,
    p.country ? `location: ${[p.state, p.country].filter(Boolean).join(', ')}` : null,
    input.ownedTools.length ? `tools they own: ${input.ownedTools.join(', ')}` : null,
  ]
    .filter(Boolean)
    .join('; ');
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
    profile ? `About this person: ${profile}.` : '',
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
