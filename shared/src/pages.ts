import { z } from 'zod';

/** Every paged list answers a cursor it does not know the same way, on both transports (400 INVALID_INPUT). */
export const PAGE_CURSOR_INVALID = 'This page cursor is not valid. Load the list again.';

/**
 * A page cursor as a caller holds it: opaque text from the previous page. What it says is checked where it is
 * read (the server decodes it with a schema of its own); here only its size is bounded.
 */
export const PageCursorSchema = z.string().max(200);
