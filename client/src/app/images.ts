import { MAX_PLAN_IMAGE_BYTES } from '@fixwise/shared';
import { fetchWithSession } from './session-end';

/** Spec §5 plan-chat rule: image/* and at most 5 MB; the rest are skipped. */
export function acceptPlanImages(files: readonly File[]): { accepted: File[]; skipped: number } {
  const accepted = files.filter((f) => f.type.startsWith('image/') && f.size > 0 && f.size <= MAX_PLAN_IMAGE_BYTES);
  return { accepted, skipped: files.length - accepted.length };
}

/** Uploads one image; the server checks its bytes and answers {id, url}. */
export async function uploadImage(file: Blob): Promise<{ id: string; url: string }> {
  const res = await fetchWithSession('/api/images', {
    method: 'POST',
    headers: { 'content-type': file.type || 'application/octet-stream' },
    body: file,
  });
  const body = (await res.json().catch(() => ({}))) as { id?: string; url?: string; detail?: string };
  if (!res.ok || !body.id) throw new Error(body.detail ?? res.statusText);
  return { id: body.id, url: body.url! };
}

/** Images are served to their owner only, so they are fetched with the token and shown as blob URLs. */
export async function fetchImageUrl(imageId: string): Promise<string> {
  const res = await fetchWithSession(`/api/images/${encodeURIComponent(imageId)}`);
  if (!res.ok) throw new Error(res.statusText);
  return URL.createObjectURL(await res.blob());
}
