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

/** Every {@linkcode EndpointErrorCode}, and nothing else. */
const CODE = /^INVALID_(?:ROUTE|METHOD|TEMPLATE|BASE_URL|URL|HEADER|PARAMETER)$/;

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
   * @throws {EndpointError} `INVALID_PARAMETER` when an argument does not fit its type.
   */
  constructor(code: EndpointErrorCode, message: string, options: EndpointErrorOptions = {}) {
    const fields = Object(options); // null and primitives have no fields; rejected below
    const template = own(fields, "template");
    const index = own(fields, "index");
    const cause = own(fields, "cause");
    if (
      !CODE.test(typeof code === "string" ? code : "") || typeof message !== "string" ||
      options === null || typeof options !== "object" ||
      (template !== undefined && typeof template !== "string") ||
      (index !== undefined && !Number.isSafeInteger(index))
    ) {
      throw new EndpointError("INVALID_PARAMETER", "Cannot create an EndpointError: bad arguments");
    }
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    if (template !== undefined) this.template = template as string;
    if (index !== undefined) this.index = index as number;
  }
}
