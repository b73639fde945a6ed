import type { ErrorCode } from '@fixwise/shared';
import type { ZodObject, ZodType } from 'zod';

/** A body that is not JSON: a photo, a page, a script. */
export interface MediaDoc {
  mime: string;
  description: string;
}

/** What one REST route takes and answers; the OpenAPI document (http/openapi.ts) is made from these. */
export interface RouteDoc {
  summary: string;
  description?: string;
  /** Open to anyone; otherwise the route needs a bearer session (and may answer 401). */
  public?: true;
  /** Path parameters that are not plain text (each `:name` of the path is text by default). */
  params?: ZodObject;
  query?: ZodObject;
  body?: ZodType | MediaDoc;
  /** Success answers by status; a redirect is a description. */
  responses: Record<number, ZodType | MediaDoc | string>;
  /** Headers a success answer may carry, by name, with what each says (e.g. the `Link` to a list's next page). */
  headers?: Record<string, string>;
  /**
   * Refusals beyond those every route can give: 400 INVALID_INPUT and 500 INTERNAL_ERROR; 401 on a
   * route behind a session; 404 on a route with path parameters; 413 on all but GET; 422 with a JSON body.
   */
  errors?: ErrorCode[];
}

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** Keys are the Express route under /api, e.g. `PUT /projects/:id`. */
export type RouteTable = Record<`${Method} /${string}`, RouteDoc>;

export interface RouteGroup {
  tag: string;
  routes: RouteTable;
}

/** A feature's REST routes, declared beside them in its rest.ts. */
export function routeDocs(tag: string, routes: RouteTable): RouteGroup {
  return { tag, routes };
}
