/**
 * STAND-IN until the `styles` branch lands: the fixed signatures of the body serialisers,
 * implemented just far enough for `withRoutes()` to run. Replaced by that branch's file.
 *
 * @module
 */
import type { Encoding } from "./options.ts";
import { serializeQuery } from "./serialize.ts";

/** An `application/x-www-form-urlencoded` body. */
export function formUrlEncoded(
  fields: Record<string, unknown>,
  encoding?: Record<string, Encoding>,
): string {
  return Object.entries(fields).map(([name, value]) =>
    serializeQuery(name, value, encoding?.[name])
  )
    .filter((piece) => piece !== "").join("&");
}

/** A `multipart/form-data` body. */
export function multipartFormData(
  fields: Record<string, unknown>,
  encoding?: Record<string, Encoding>,
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item instanceof Blob) form.append(name, item);
      else if (typeof item === "object" && item !== null) {
        form.append(
          name,
          new Blob([JSON.stringify(item)], {
            type: encoding?.[name]?.contentType ?? "application/json",
          }),
        );
      } else form.append(name, String(item));
    }
  }
  return form;
}
