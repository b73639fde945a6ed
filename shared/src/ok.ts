import { z } from 'zod';

/** What a call answers when it has nothing more to say than that it was done. */
export const OkSchema = z.object({ ok: z.literal(true) });
