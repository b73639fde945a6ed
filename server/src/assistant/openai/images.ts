import OpenAI from 'openai';
import type { StepImager } from '../plan';

export interface OpenAIImageOptions {
  apiKey: string;
  baseURL?: string | undefined;
  /** An image model, e.g. gpt-image-1 or dall-e-3. */
  model: string;
  timeoutMs?: number;
}

/**
 * Step pictures from an OpenAI-compatible image model: one clear instructional illustration per step,
 * returned as bytes (never a temporary URL) so they are stored with the person's other images.
 */
export function createOpenAIStepImager(options: OpenAIImageOptions): StepImager {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs ?? 120_000,
    maxRetries: 2,
  });
  const gptImage = options.model.startsWith('gpt-image');
  return async (step) => {
    const prompt = [
      `A clean, friendly instructional illustration for a home repair step: "${step.title}" (${step.repair}).`,
      step.instructions.slice(0, 3).join(' '),
      'Show hands and the parts involved, simple flat style, neutral background, no text or labels.',
    ].join(' ');
    const result = await client.images.generate({
      model: options.model,
      prompt,
      n: 1,
      size: '1024x1024',
      // GPT image models always answer in base64; jpeg keeps the picture well under the 5 MB image limit
      ...(gptImage
        ? { output_format: 'jpeg' as const, quality: 'medium' as const }
        : { response_format: 'b64_json' as const }),
    });
    const b64 = result.data?.[0]?.b64_json;
    if (!b64) throw new Error('the image model returned no picture');
    return Buffer.from(b64, 'base64');
  };
}
