/** Numbers from spec §9, named once and imported wherever they apply. */
export const MAX_JSON_BODY_BYTES = 8 * 1024 * 1024;
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
