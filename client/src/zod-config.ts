// zod's JIT builds parsers with `new Function`, which our content security policy forbids (it logged a
// violation on every page): parse without it. zod reads its settings from this global when it loads, so
// setting it here — without importing zod — keeps zod out of the entry chunk (the sign-in screens don't
// use it) and still holds for every chunk that does.
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

export {};
