/** Numbers from spec §9, named once and imported wherever they apply. */
export const MAX_JSON_BODY_BYTES = 8 * 1024 * 1024;
export const PAGE_MAX_WIDTH_PX = 480;
/** Spec §5/§9: plan-chat images are images only, at most 5 MB each. */
export const MAX_PLAN_IMAGE_BYTES = 5_242_880;
export const IMAGE_MIME_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type ImageMime = (typeof IMAGE_MIME_TYPES)[number];
