import path from 'node:path';
import { z } from 'zod';
import { readDataFile } from '../data-file';
import { KNOWLEDGE_DIR } from '../knowledge/load';

/**
 * The tool catalogue (server/knowledge/tools.yaml): other names for a tool, the kinds a general tool
 * covers, and words that name a tool when said with another ("a drill and bits"). Read once.
 */
const words = z.array(z.string().trim().min(1));
const CatalogueSchema = z.object({
  aliases: z.record(z.string(), z.string().trim().min(1)),
  kinds: z.record(z.string(), words.min(1)),
  with: z.array(z.object({ tool: z.string(), word: z.string(), means: z.string() }).strict()),
});

class InvalidToolCatalogue extends Error {}

export const TOOL_CATALOGUE = readDataFile(
  path.join(KNOWLEDGE_DIR, 'tools.yaml'),
  'knowledge/tools.yaml',
  CatalogueSchema,
  InvalidToolCatalogue,
);
