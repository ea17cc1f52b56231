/**
 * Where snippets put a loaded API's credentials: each security scheme of the requirement the
 * Send block would use, read from an environment variable named after the scheme.
 *
 * @module
 */
import type { SecurityScheme } from "../../src/openapi/mod.ts";
import type { NamedScheme } from "../send/scheme_credentials.ts";
import type { Credential } from "./snippet_request.ts";

/**
 * The environment variable a scheme's credential is read from: its name in CONSTANT_CASE.
 *
 * @param scheme The scheme's name in the description.
 * @returns The variable's name, e.g. `APP_KEY` for `appKey`.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { schemeVariable } from "./scheme_credentials.ts";
 * assert.equal(schemeVariable("appKey"), "APP_KEY");
 * assert.equal(schemeVariable("Access-Token"), "ACCESS_TOKEN");
 * assert.equal(schemeVariable("2fa"), "KEY_2FA");
 * ```
 */
export function schemeVariable(scheme: string): string {
  const words = scheme.replace(/([a-z0-9])([A-Z])/g, "$1_$2").replace(
    /[^A-Za-z0-9]+/g,
    "_",
  )
    .replace(/^_|_$/g, "").toUpperCase();
  return /^[A-Z]/.test(words) ? words : `KEY_${words}`;
}

/** The text before the credential in `authorization`, for an http, OAuth 2 or OpenID scheme. */
function prefixOf(scheme: SecurityScheme): string {
  if (scheme.type !== "http") return "Bearer ";
  const name = scheme.scheme.toLowerCase();
  return name === "basic" ? "Basic " : name === "bearer" ? "Bearer " : `${scheme.scheme} `;
}

/**
 * The snippets' credentials for a requirement: an API key where its scheme says, any other
 * scheme as the `authorization` header (http basic's variable holds the base64 of
 * `user:password`, as the header does).
 *
 * @param requirement The schemes of one requirement.
 * @returns The credentials.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { schemeCredentials } from "./scheme_credentials.ts";
 * assert.deepEqual(
 *   schemeCredentials([{ name: "appKey", scheme: { type: "apiKey", in: "header", name: "X-Key" } }]),
 *   [{ in: "header", name: "X-Key", variable: "APP_KEY" }],
 * );
 * ```
 */
export function schemeCredentials(
  requirement: readonly NamedScheme[],
): Credential[] {
  return requirement.map(({ name, scheme }): Credential =>
    scheme.type === "apiKey"
      ? { in: scheme.in, name: scheme.name, variable: schemeVariable(name) }
      : {
        in: "header",
        name: "authorization",
        prefix: prefixOf(scheme),
        variable: schemeVariable(name),
      }
  );
}
