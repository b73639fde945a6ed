/** Numbers from spec §9, named once and imported wherever they apply. */
/**
 * Request bodies by route (a body is read whole before anything else can run, so each route gets what its
 * calls need and no more): a signed-in call (tRPC or REST) 64 KB; a call with no bearer token (sign-in,
 * sign-up, password reset: all an anonymous client can do) 4 KB; the two REST chat calls that carry a photo
 * as a data URL 8 MB, read only after the token is checked and the message counted.
 */
export const MAX_JSON_BODY_BYTES = 64 * 1024;
export const MAX_ANONYMOUS_BODY_BYTES = 4 * 1024;
export const MAX_PHOTO_BODY_BYTES = 8 * 1024 * 1024;
/** Most keys a JSON body may hold, counted on its text before it is parsed. */
export const MAX_JSON_KEYS = 2_000;
/** Spec §5/§9: plan-chat images are images only, at most 5 MB each. */
export const MAX_PLAN_IMAGE_BYTES = 5_242_880;
const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];
/** Spec §5/§9 home-chat images: compress from 1 MB to JPEG (longest side 1024, quality 0.8); else send as is under 2 MB. */
export const HOME_IMAGE_RULES = {
  compressFromBytes: 1_048_576,
  maxDimension: 1024,
  quality: 0.8,
  uncompressedLimitBytes: 2_097_152,
  messageClearMs: 5000,
} as const;
export const HOME_IMAGE_TEXT = {
  noneValid: 'No valid image files found',
  skipped: (n: number) => `${n} file(s) were skipped due to processing errors`,
  failed: 'Error processing images. Please try again with smaller files.',
} as const;

/** Most calls one tRPC batch request may carry (the client's batch link splits at this size). */
export const MAX_TRPC_BATCH = 20;
