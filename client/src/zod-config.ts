import { z } from 'zod';

// zod's JIT builds parsers with `new Function`, which our content security policy forbids (it logged a
// violation on every page): parse without it. Imported first, before any schema is used.
z.config({ jitless: true });
