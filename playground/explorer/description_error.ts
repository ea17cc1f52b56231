/**
 * The error of a description that cannot be used.
 *
 * @module
 */

/**
 * Why a description cannot be used; its message is shown to the person as it is.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { DescriptionError } from "./description_error.ts";
 *
 * assert.equal(new DescriptionError("Cannot use it").name, "DescriptionError");
 * ```
 */
export class DescriptionError extends Error {
  override name = "DescriptionError";
}
