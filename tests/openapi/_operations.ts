/**
 * The operations of an OpenAPI description, as the validator suite walks them: every method of
 * every path, with the path's and the operation's parameters merged and internal `$ref`s
 * followed.
 *
 * @module
 */

/** An OpenAPI document or any object in it, loosely typed. */
export type Json = Record<string, unknown>;

/** A Parameter Object, `$ref` followed. */
export interface Parameter {
  name: string;
  in: "path" | "query" | "header" | "cookie";
  required?: boolean;
  schema?: Json;
  content?: Record<string, { schema?: Json }>;
  style?: string;
  explode?: boolean;
}

/** A Request Body Object, `$ref` followed. */
export interface RequestBody {
  required?: boolean;
  content: Record<string, { schema?: Json; encoding?: Record<string, Json> }>;
}

/** One operation. */
export interface Operation {
  /** `"<METHOD> <path>"`, the method upper case: the route a call names. */
  route: string;
  method: string;
  path: string;
  parameters: Parameter[];
  requestBody?: RequestBody;
}

const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

/**
 * Follows an internal `$ref` (`#/components/…`) until the object is not a reference.
 *
 * @param document The description.
 * @param value An object that may be `{ $ref }`.
 * @returns The object referred to.
 */
export function resolve<T>(document: Json, value: T): T {
  let current: unknown = value;
  for (let hops = 0; hops < 32; hops++) {
    const ref = (current as { $ref?: unknown } | undefined)?.$ref;
    if (typeof ref !== "string") return current as T;
    if (!ref.startsWith("#/")) throw new Error(`Cannot follow "${ref}": not an internal $ref`);
    current = ref.slice(2).split("/").reduce<unknown>(
      (node, key) => (node as Json | undefined)?.[key.replaceAll("~1", "/").replaceAll("~0", "~")],
      document,
    );
  }
  throw new Error(`Cannot follow the $ref in ${JSON.stringify(value)}: a cycle`);
}

/**
 * Every operation of a description, in the order it lists them.
 *
 * @param document The description.
 * @returns The operations.
 */
export function operations(document: Json): Operation[] {
  const found: Operation[] = [];
  for (const [path, rawItem] of Object.entries(document.paths as Json)) {
    const item = resolve(document, rawItem as Json);
    const fromPath = (item.parameters as Json[] | undefined ?? []).map((p) =>
      resolve(document, p) as unknown as Parameter
    );
    for (const method of METHODS) {
      const operation = item[method] as Json | undefined;
      if (!operation) continue;
      const own = (operation.parameters as Json[] | undefined ?? []).map((p) =>
        resolve(document, p) as unknown as Parameter
      );
      const overridden = (p: Parameter) => own.some((o) => o.name === p.name && o.in === p.in);
      found.push({
        route: `${method.toUpperCase()} ${path}`,
        method,
        path,
        parameters: [...fromPath.filter((p) => !overridden(p)), ...own],
        requestBody: operation.requestBody
          ? resolve(document, operation.requestBody as RequestBody)
          : undefined,
      });
    }
  }
  return found;
}
