/**
 * Checks a REST answer against the OpenAPI document: the route's documented status, media type and
 * JSON Schema (Ajv, draft 2020-12 as OpenAPI 3.1 uses). The test harness's `api()` runs it on every
 * answer, so every REST test also checks that the document tells the truth.
 */
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import { openApiDocument } from '../http/api';

type Json = Record<string, any>;

const document = openApiDocument() as Json;
// a schema's $ref points into the document's components: each schema is compiled with them beside it
const ajv = new Ajv2020({ allErrors: true });
ajv.addKeyword('components');
const compiled = new Map<string, ValidateFunction>();

const operations = Object.entries(document.paths as Json).flatMap(([template, item]) =>
  Object.entries(item as Json).map(([method, operation]) => ({
    method: method.toUpperCase(),
    template,
    // `{name}` is one path segment; a trailing slash is the same route (Express)
    pattern: new RegExp(`^${template.replace(/\{\w+\}/g, '[^/]+')}/?$`),
    literal: template.split('/').filter((part) => part && !part.startsWith('{')).length,
    operation: operation as Json,
  })),
);

/** What is wrong with this answer by the document, or null: a path the document lacks is not checked here. */
export function checkAgainstDocument(
  method: string,
  url: string,
  status: number,
  contentType: string | null,
  body: unknown,
): string | null {
  const path = url.split('?')[0]!;
  const found = operations
    .filter((o) => o.method === method.toUpperCase() && o.pattern.test(path))
    .sort((a, b) => b.literal - a.literal)[0];
  if (!found) return null;
  const where = `${method} ${path} (${found.template}) answered ${status}`;
  const response = found.operation.responses?.[String(status)] as Json | undefined;
  if (!response) return `${where}, a status the document does not list`;
  const media = Object.keys(response.content ?? {});
  if (!media.length) return null;
  const type = (contentType ?? '').split(';')[0]!.trim();
  const mediaType = media.find((m) => m === type || (m.endsWith('/*') && type.startsWith(m.slice(0, -1))));
  if (!mediaType) return `${where} as ${type || 'no content type'}, the document says ${media.join(' or ')}`;
  const schema = response.content[mediaType].schema as Json | undefined;
  if (!schema) return null;
  const key = `${found.method} ${found.template} ${status}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = ajv.compile({ ...schema, components: document.components });
    compiled.set(key, validate);
  }
  if (validate(body)) return null;
  return `${where} with a body the document does not describe: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body).slice(0, 500)}`;
}
