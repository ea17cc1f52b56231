/**
 * The one error class the library throws. It lives with the RFC 6570 engine, the library's
 * bottom layer, which throws it too and imports nothing from the request builder above it; the
 * builder and both entry points (`@x/endpoint`, `@x/endpoint/uri-template`) export this very
 * class, so one `instanceof EndpointError` catches everything.
 *
 * @module
 */
import { own } from "./_own.ts";

/** Why an input was rejected. Stable: safe to branch on. */
export type EndpointErrorCode =
  | "INVALID_ROUTE"
  | "INVALID_METHOD"
  | "INVALID_TEMPLATE"
  | "INVALID_BASE_URL"
  | "INVALID_URL"
  | "INVALID_HEADER"
  | "INVALID_PARAMETER";

/** Extra data an {@linkcode EndpointError} carries. */
export interface EndpointErrorOptions {
  /** For `INVALID_TEMPLATE`: the template as the caller wrote it. */
  template?: string;
  /** For `INVALID_TEMPLATE`: the index of the offending character in `template`. */
  index?: number;
  /** The error that caused this one, if any. */
  cause?: unknown;
}

const CODES: readonly unknown[] = [
  "INVALID_ROUTE",
  "INVALID_METHOD",
  "INVALID_TEMPLATE",
  "INVALID_BASE_URL",
  "INVALID_URL",
  "INVALID_HEADER",
  "INVALID_PARAMETER",
];

/** Why the constructor's arguments do not fit it, or `undefined` when they do. */
function invalidArguments(
  code: unknown,
  message: unknown,
  options: unknown,
  template: unknown,
  index: unknown,
): string | undefined {
  if (!CODES.includes(code)) return "code is not an EndpointErrorCode";
  if (typeof message !== "string") return "message is not a string";
  if (options === null || typeof options !== "object") return "options is not an object";
  if (template !== undefined && typeof template !== "string") return "template is not a string";
  if (index !== undefined && !Number.isSafeInteger(index)) return "index is not an integer";
  return undefined;
}

/**
 * Everything the library rejects is an `EndpointError` with a stable {@linkcode EndpointErrorCode}
 * and a message that quotes the bad input.
 *
 * @example Branch on the code
 * ```ts
 * import { endpoint, EndpointError } from "@x/endpoint";
 * import assert from "node:assert/strict";
 *
 * try {
 *   endpoint("GET /repos/{owner");
 *   assert.fail("expected an error");
 * } catch (error) {
 *   assert(error instanceof EndpointError);
 *   assert.equal(error.code, "INVALID_TEMPLATE");
 *   assert.equal(error.index, 7);
 * }
 * ```
 */
export class EndpointError extends Error {
  /** Always `"EndpointError"`. */
  override readonly name: "EndpointError" = "EndpointError";
  /** Why the input was rejected. */
  readonly code: EndpointErrorCode;
  /** For `INVALID_TEMPLATE`: the template as the caller wrote it. */
  readonly template?: string;
  /** For `INVALID_TEMPLATE`: the index of the offending character in `template`. */
  readonly index?: number;

  /**
   * Creates an error. The library creates these; callers usually only catch them.
   *
   * @param code Why the input was rejected.
   * @param message A sentence that quotes the bad input.
   * @param options `template` and `index` for template errors, and a `cause`.
   */
  constructor(code: EndpointErrorCode, message: string, options: EndpointErrorOptions = {}) {
    const fields = Object(options); // null and primitives have no fields; rejected below
    const template = own(fields, "template");
    const index = own(fields, "index");
    const reason = invalidArguments(code, message, options, template, index);
    if (reason !== undefined) {
      throw new EndpointError("INVALID_PARAMETER", `Cannot create an EndpointError: ${reason}`);
    }
    const cause = own(fields, "cause");
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    if (template !== undefined) this.template = template as string;
    if (index !== undefined) this.index = index as number;
  }
}
