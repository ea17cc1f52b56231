/**
 * RFC 6570 expansion of compiled parts against a variables object.
 */
import { EndpointError } from "./errors.ts";
import { quote } from "./_quote.ts";
import { isPlainObject } from "./_plain_object.ts";
import { encode, firstCodePoints, RESERVED, scalarString, UNRESERVED } from "./_encode.ts";
import type { Expression, Operator, TemplatePart, VariableSpec } from "./_scanner.ts";

function invalid(name: string, reason: string): never {
  throw new EndpointError("INVALID_PARAMETER", `Cannot expand ${quote(name)}: ${reason}`);
}

function memberString(name: string, value: unknown): string {
  const text = scalarString(value);
  if (text === undefined) invalid(name, `a member is ${quote(value)}, not a string or number`);
  return text;
}

function listStrings(name: string, list: readonly unknown[]): string[] {
  const result: string[] = [];
  for (const item of list) {
    if (item !== null && item !== undefined) result.push(memberString(name, item));
  }
  return result;
}

function mapPairs(name: string, map: Record<string, unknown>): string[] {
  const result: string[] = [];
  for (const key of Object.keys(map)) {
    const value = map[key];
    if (key !== "__proto__" && value !== null && value !== undefined) {
      result.push(key, memberString(name, value));
    }
  }
  return result;
}

function expandScalar(op: Operator, spec: VariableSpec, text: string): string {
  const value = spec.prefix > 0 ? firstCodePoints(text, spec.prefix) : text;
  const encoded = encode(value, op.reserved ? RESERVED : UNRESERVED);
  if (!op.named) return encoded;
  return value === "" ? spec.name + op.ifEmpty : spec.name + "=" + encoded;
}

function expandList(op: Operator, spec: VariableSpec, items: string[]): string {
  const allowed = op.reserved ? RESERVED : UNRESERVED;
  let result = "";
  for (let i = 0; i < items.length; i++) {
    const encoded = encode(items[i], allowed);
    if (!spec.explode) result += (i === 0 ? "" : ",") + encoded;
    else if (!op.named) result += (i === 0 ? "" : op.separator) + encoded;
    else {
      result += (i === 0 ? "" : op.separator) + spec.name +
        (items[i] === "" ? op.ifEmpty : "=" + encoded);
    }
  }
  return op.named && !spec.explode ? spec.name + "=" + result : result;
}

function expandMap(op: Operator, spec: VariableSpec, pairs: string[]): string {
  const allowed = op.reserved ? RESERVED : UNRESERVED;
  let result = "";
  for (let i = 0; i < pairs.length; i += 2) {
    const key = encode(pairs[i], allowed);
    const value = encode(pairs[i + 1], allowed);
    if (!spec.explode) result += (i === 0 ? "" : ",") + key + "," + value;
    else {
      const empty = op.named && pairs[i + 1] === "";
      result += (i === 0 ? "" : op.separator) + key + (empty ? op.ifEmpty : "=" + value);
    }
  }
  return op.named && !spec.explode ? spec.name + "=" + result : result;
}

/** Expands one variable; `undefined` when the value is undefined in RFC 6570's sense. */
function expandVariable(op: Operator, spec: VariableSpec, value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  const text = scalarString(value);
  if (text !== undefined) return expandScalar(op, spec, text);
  if (Array.isArray(value)) {
    const items = listStrings(spec.name, value);
    if (items.length === 0) return undefined;
    if (spec.prefix > 0) invalid(spec.name, "a prefix does not apply to a list");
    return expandList(op, spec, items);
  }
  if (isPlainObject(value)) {
    const pairs = mapPairs(spec.name, value);
    if (pairs.length === 0) return undefined;
    if (spec.prefix > 0) invalid(spec.name, "a prefix does not apply to an object");
    return expandMap(op, spec, pairs);
  }
  return invalid(spec.name, `${quote(value)} has no URI form`);
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
  const specs = expression.variables;
  let result = "";
  let defined = false;
  for (let i = 0; i < specs.length; i++) {
    const spec = specs[i];
    const value = own || Object.hasOwn(variables, spec.name) ? variables[spec.name] : undefined;
    let piece: string | undefined;
    if (typeof value === "string" && spec.prefix === 0 && !op.named) {
      piece = encode(value, op.reserved ? RESERVED : UNRESERVED);
    } else {
      piece = expandVariable(op, spec, value);
      if (piece === undefined) continue;
    }
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
