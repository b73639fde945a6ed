/** Numbers from spec §9, named once and imported wherever they apply. */
export const MAX_JSON_BODY_BYTES = 8 * 1024 * 1024;
export const PAGE_MAX_WIDTH_PX = 480;
