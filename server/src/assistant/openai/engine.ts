import OpenAI from 'openai';
import type { ChatCompletionContentPart, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import type { Assistant, ConverseInput, ConverseResult, DetectedTool } from '../port';
import { STATE_TOOL, systemPrompt } from './prompt';

export interface OpenAIEngineOptions {
  apiKey: string;
  baseURL?: string | undefined;
  model: string;
  /** Per request; the SDK retries 429/5xx and timeouts with backoff (and honours retry-after). */
  timeoutMs?: number;
  maxRetries?: number;
}

const StateArgs = z.object({
  current_state: z.enum(['in_progress', 'complete']),
  suggested_messages: z.array(z.string()).max(4).default([]),
});

const DetectedSchema = z.object({
  tools: z.array(z.object({ name: z.string(), confidence: z.number().min(0).max(1) })),
});

function dataUrl(image: { mime: string; data: Buffer }): string {
  return `data:${image.mime};base64,${image.data.toString('base64')}`;
}

/** The engine for any OpenAI-compatible server (OpenAI, or local models through Ollama or vLLM). */
export function createOpenAIAssistant(options: OpenAIEngineOptions): Assistant {
  const client = new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs ?? 30_000,
    maxRetries: options.maxRetries ?? 2,
  });

  return {
    name: 'openai',
    async converse(input: ConverseInput, onToken, signal): Promise<ConverseResult> {
      const content: ChatCompletionContentPart[] = [{ type: 'text', text: input.message.text || '(photo)' }];
      for (const image of input.message.images ?? [])
        content.push({ type: 'image_url', image_url: { url: dataUrl(image) } });
      const messages: ChatCompletionMessageParam[] = [
        { role: 'system', content: systemPrompt(input) },
        ...input.history.map((turn) => ({ role: turn.role, content: turn.text }) as ChatCompletionMessageParam),
        { role: 'user', content },
      ];
      const stream = await client.chat.completions.create(
        { model: options.model, messages, stream: true, tools: [STATE_TOOL], tool_choice: 'auto' },
        signal ? { signal } : undefined,
      );
      let response = '';
      let args = '';
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta;
        if (delta?.content) {
          response += delta.content;
          onToken(delta.content);
        }
        for (const call of delta?.tool_calls ?? []) args += call.function?.arguments ?? '';
      }
      let state: z.infer<typeof StateArgs> = { current_state: 'in_progress', suggested_messages: [] };
      if (args) {
        const parsed = StateArgs.safeParse(JSON.parse(args));
        if (parsed.success) state = parsed.data;
      }
      if (!response.trim()) throw new Error('the model returned an empty reply');
      return {
        response,
        suggested_messages: state.suggested_messages,
        current_state: state.current_state,
        memory: input.memory,
      };
    },

    async detectTools(image): Promise<DetectedTool[]> {
      const completion = await client.chat.completions.create({
        model: options.model,
        messages: [
          {
            role: 'user',
            content: [
              {
                type: 'text',
                text: 'List the hand and power tools visible in this photo with your confidence (0 to 1). Only tools.',
              },
              { type: 'image_url', image_url: { url: dataUrl(image) } },
            ],
          },
        ],
        response_format: {
          type: 'json_schema',
          json_schema: {
            name: 'detected_tools',
            strict: true,
            schema: {
              type: 'object',
              properties: {
                tools: {
                  type: 'array',
                  items: {
                    type: 'object',
                    properties: { name: { type: 'string' }, confidence: { type: 'number' } },
                    required: ['name', 'confidence'],
                    additionalProperties: false,
                  },
                },
              },
              required: ['tools'],
              additionalProperties: false,
            },
          },
        },
      });
      const parsed = DetectedSchema.safeParse(JSON.parse(completion.choices[0]?.message.content ?? '{}'));
      return parsed.success ? parsed.data.tools : [];
    },
  };
}
