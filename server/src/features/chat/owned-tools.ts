import { and, asc, count, eq } from 'drizzle-orm';
import { OWNED_TOOLS_MAX, type OwnedTool } from '@fixwise/shared';
import type { Db } from '../../db/connect';
import { projectTools } from '../../db/schema';
import type { Assistant } from '../../assistant/port';
import type { ImageService } from '../images/service';
import type { ProjectService } from '../projects/service';

/**
 * Tools the person has for a project (spec §3 owned_tools): said in the chat or on the REST chat,
 * or seen in a photo and kept unconfirmed until the person agrees. Confirmed ones shape the plan.
 */
export class OwnedTools {
  constructor(
    private readonly db: Db,
    private readonly projects: ProjectService,
    private readonly images: ImageService,
    private readonly assistant: Pick<Assistant, 'detectTools'>,
  ) {}

  /** Tools kept for the project: confirmed ones shape the plan; detected ones wait for a yes. */
  async list(userId: string, projectId: string): Promise<OwnedTool[]> {
    await this.projects.get(userId, projectId);
    return this.db
      .select({
        name: projectTools.name,
        source: projectTools.source,
        confidence: projectTools.confidence,
        confirmed: projectTools.confirmed,
      })
      .from(projectTools)
      .where(eq(projectTools.projectId, projectId))
      .orderBy(asc(projectTools.createdAt))
      .limit(OWNED_TOOLS_MAX);
  }

  /** Tools the person says they own, kept confirmed. */
  async add(userId: string, projectId: string, names: string[]): Promise<void> {
    await this.projects.get(userId, projectId);
    const unique = [...new Set(names.map((n) => n.trim()).filter(Boolean))].slice(0, await this.room(projectId));
    if (!unique.length) return;
    await this.db
      .insert(projectTools)
      .values(unique.map((name) => ({ projectId, name, source: 'user' as const })))
      .onConflictDoNothing();
  }

  /** Spec §3 detected tools: what the assistant sees in a photo, kept unconfirmed until the person agrees. */
  async detect(userId: string, projectId: string, imageId: string): Promise<OwnedTool[]> {
    await this.projects.get(userId, projectId);
    const image = await this.images.read(userId, imageId);
    const detected = await this.assistant.detectTools({ mime: image.mime, data: image.bytes });
    const usable = detected
      .filter((t) => t.name.trim() && t.confidence > 0)
      .slice(0, Math.min(10, await this.room(projectId)));
    if (usable.length) {
      await this.db
        .insert(projectTools)
        .values(
          usable.map((t) => ({
            projectId,
            name: t.name.trim().toLowerCase(),
            source: 'detected' as const,
            confidence: Math.round(t.confidence * 100),
            confirmed: false,
          })),
        )
        .onConflictDoNothing();
    }
    return this.list(userId, projectId);
  }

  async confirm(userId: string, projectId: string, name: string): Promise<OwnedTool[]> {
    await this.projects.get(userId, projectId);
    await this.db
      .update(projectTools)
      .set({ confirmed: true })
      .where(and(eq(projectTools.projectId, projectId), eq(projectTools.name, name)));
    return this.list(userId, projectId);
  }

  /** How many more tools the project may keep (OWNED_TOOLS_MAX in all). */
  private async room(projectId: string): Promise<number> {
    const [kept] = await this.db.select({ n: count() }).from(projectTools).where(eq(projectTools.projectId, projectId));
    return Math.max(0, OWNED_TOOLS_MAX - (kept?.n ?? 0));
  }

  async remove(userId: string, projectId: string, name: string): Promise<OwnedTool[]> {
    await this.projects.get(userId, projectId);
    await this.db.delete(projectTools).where(and(eq(projectTools.projectId, projectId), eq(projectTools.name, name)));
    return this.list(userId, projectId);
  }
}
