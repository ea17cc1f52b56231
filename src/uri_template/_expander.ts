/**
 * RFC 6570 expansion of compiled parts against a variables object.
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import { isPlainObject } from "./_plain_object.ts";
import { encodeValue, RESERVED, scalarString, UNRESERVED } from "./_encode.ts";
import type { Expression, Operator, TemplatePart, VariableSpec } from "./_scanner.ts";

function invalid(name: string, reason: string): never {
  throw new EndpointError("INVALID_PARAMETER", `Cannot expand ${quote(name)}: ${reason}`);
}

/** The string form of a value, or of a list or map member; none is `INVALID_PARAMETER`. */
function textOf(name: string, value: unknown): string {
  return scalarString(value) ?? invalid(name, `${quote(value)} has no URI form`);
}

/** The first `count` code points of `text`, never splitting a surrogate pair. */
function firstCodePoints(text: string, count: number): string {
  let index = 0;
  while (count-- > 0 && index < text.length) {
    const pair = (text.charCodeAt(index) & 0xfc00) === 0xd800 &&
      (text.charCodeAt(index + 1) & 0xfc00) === 0xdc00;
    index += pair ? 2 : 1;
  }
  return text.slice(0, index);
}

/**
 * Expands one list (`keys` undefined) or map (its `keys`): members that are `null` or `undefined`
 * are left out; `undefined` when none is left.
 */
function expandMembers(
  op: Operator,
  spec: VariableSpec,
  value: Record<string, unknown>,
  keys: readonly string[] | undefined,
): string | undefined {
  const { name, explode } = spec;
  const allowed = op.reserved ? RESERVED : UNRESERVED;
  const count = keys === undefined ? (value as unknown as unknown[]).length : keys.length;
  let result: string | undefined;
  for (let i = 0; i < count; i++) {
    const key = keys?.[i];
    const member = key === undefined ? value[i] : value[key];
    if (member === null || member === undefined || key === "__proto__") continue;
    const text = textOf(name, member);
    const encoded = encodeValue(text, allowed);
    // A map member is labelled with its key; a list member with the variable's name, exploded
    // where the operator names its values.
    const label = key !== undefined
      ? encodeValue(key, allowed)
      : op.named && explode
      ? name
      : undefined;
    const piece = label === undefined
      ? encoded
      : !explode
      ? label + "," + encoded
      : label + (op.named && text === "" ? op.ifEmpty : "=" + encoded);
    result = result === undefined ? piece : result + (explode ? op.separator : ",") + piece;
  }
  if (result === undefined) return undefined;
  if (spec.prefix > 0) invalid(name, "a prefix applies to strings only");
  return op.named && !explode ? name + "=" + result : result;
}

/** Expands one variable; `undefined` when the value is undefined in RFC 6570's sense. */
function expandVariable(op: Operator, spec: VariableSpec, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return expandMembers(op, spec, value as never, undefined);
  if (isPlainObject(value)) return expandMembers(op, spec, value, Object.keys(value));
  let text = textOf(spec.name, value);
  if (spec.prefix > 0) text = firstCodePoints(text, spec.prefix);
  const encoded = encodeValue(text, op.reserved ? RESERVED : UNRESERVED);
  if (!op.named) return encoded;
  return spec.name + (text === "" ? op.ifEmpty : "=" + encoded);
}

/**
 * Expands one expression; `""` when all its variables are undefined. A string value with no
 * prefix in an unnamed expression (`{owner}`, `{/path}`, `{+url}`: most of real routes) is
 * encoded straight away; every other value takes {@linkcode expandVariable}. Only own properties
 * of `variables` are read; with `own`, the caller vouches that no variable can be found inherited
 * (each is an own property, or `variables` has no prototype), so none is checked.
 */
export function expandExpression(
  expression: Expression,
  variables: Record<string, unknown>,
  own = false,
): string {
  const op = expression.operator;
  let result = "";
  let defined = false;
  for (const spec of expression.variables) {
    const value = own || Object.hasOwn(variables, spec.name) ? variables[spec.name] : undefined;
    const piece = typeof value === "string" && spec.prefix === 0 && !op.named
      ? encodeValue(value, op.reserved ? RESERVED : UNRESERVED)
      : expandVariable(op, spec, value);
    if (piece === undefined) continue;
    result += (defined ? op.separator : op.first) + piece;
    defined = true;
  }
  return result;
}

/** Expands compiled parts in order. */
export function expandParts(
  parts: readonly TemplatePart[],
  variables: Record<string, unknown>,
): string {
  let result = "";
  for (const part of parts) {
    result += typeof part === "string" ? part : expandExpression(part, variables);
  }
  return result;
}
