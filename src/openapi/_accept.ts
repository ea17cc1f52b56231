/**
 * The `accept` header an operation's responses call for (docs/openapi.md, "Accept"): every media
 * type its responses list, JSON types first, then the others with a lower weight (`;q=0.5`), in
 * the description's order; `application/json` when no response has content.
 *
 * @module
 */
import { field, isObject, type Json, resolve } from "./_document.ts";

/** The default: the library is a JSON client. */
export const JSON_ACCEPT = "application/json";

/** Whether a media type is JSON: `application/json`, `…+json`, with or without parameters. */
export function isJsonType(type: string): boolean {
  return /^application\/(?:[\w.!#$&^-]+\+)?json\s*(?:;|$)/i.test(type.trim());
}

/**
 * The `accept` value for an operation's responses; `undefined` when it is `application/json`.
 *
 * @param document The description.
 * @param responses The operation's Responses Object.
 */
export function responseAccept(document: Json, responses: unknown): string | undefined {
  if (!isObject(responses)) return undefined;
  const json: string[] = [];
  const other: string[] = [];
  const seen = new Set<string>();
  for (const given of Object.values(responses)) {
    const content = field(resolve(document, given), "content");
    if (!isObject(content)) continue;
    for (const type of Object.keys(content)) {
      const key = type.trim().toLowerCase();
      if (key === "" || seen.has(key)) continue;
      seen.add(key);
      (isJsonType(key) ? json : other).push(type.trim());
    }
  }
  if (json.length + other.length === 0) return undefined;
  const accept = [...json, ...other.map((type) => `${type};q=0.5`)].join(", ");
  return accept === JSON_ACCEPT ? undefined : accept;
}
