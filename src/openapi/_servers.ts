/**
 * A server URL from the route table with its `{variable}`s filled: the call's value, else the
 * description's default, checked against the variable's enum (docs/openapi.md, "Servers").
 *
 * @module
 */
import { EndpointError } from "../uri_template/errors.ts";
import type { Server } from "./table.ts";

/**
 * The base URL a server names.
 *
 * @param server The server from the table.
 * @param given The call's `request.serverVariables`.
 * @param base What a relative server URL (`/v1`) is resolved against.
 * @throws {EndpointError} `INVALID_BASE_URL` for a value outside the variable's enum, a
 * variable with neither a value nor a default, or a relative URL that cannot be resolved.
 */
export function serverUrl(
  server: Server,
  given: Record<string, unknown> | undefined,
  base: string,
): string {
  const url = server.url.replace(/\{([^{}]*)\}/g, (_, name: string) => {
    const variable = server.variables?.[name];
    const value = given !== undefined && Object.hasOwn(given, name)
      ? given[name]
      : variable?.default;
    if (typeof value !== "string") {
      throw new EndpointError(
        "INVALID_BASE_URL",
        `Cannot use server ${JSON.stringify(server.url)}: variable ${
          JSON.stringify(name)
        } has no string value`,
      );
    }
    // the value is never quoted: a server variable often holds a secret (`/bot{token}`)
    if (variable?.enum !== undefined && !variable.enum.includes(value)) {
      throw new EndpointError(
        "INVALID_BASE_URL",
        `Cannot use server variable ${JSON.stringify(name)}: its value is not one of ${
          variable.enum.map((item) => JSON.stringify(item)).join(", ")
        }`,
      );
    }
    return value;
  });
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  try {
    return new URL(url, base).href;
  } catch {
    throw new EndpointError(
      "INVALID_BASE_URL",
      `Cannot use server ${JSON.stringify(server.url)}: it is no URL relative to the base URL`,
    );
  }
}
