/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * A schema as a tree to unfold: each property, item and alternative a `<details>` whose
 * `<summary>` gives its name, type and whether it is required; the children are rendered only
 * once it is opened, so a large schema costs nothing until it is read.
 *
 * @module
 */
import type { JSX } from "preact";
import { useState } from "preact/hooks";

// deno-lint-ignore no-explicit-any
type Json = any;

const isObject = (value: unknown): value is Record<string, Json> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** A schema's type in words: `string (date)`, `array`, `integer or null`, `→ Node`. */
export function typeLabel(schema: unknown): string {
  if (
    schema === true || (isObject(schema) && Object.keys(schema).length === 0)
  ) return "any";
  if (!isObject(schema)) return "nothing";
  if (typeof schema.$ref === "string") {
    return `→ ${schema.$ref.slice(schema.$ref.lastIndexOf("/") + 1)} (not expanded here)`;
  }
  const types: string[] = Array.isArray(schema.type) ? schema.type : [
    schema.type ??
      (schema.properties ? "object" : schema.items ? "array" : ""),
  ];
  if (schema.nullable === true) types.push("null");
  const type = types.filter(Boolean).join(" or ") ||
    (schema.allOf ? "all of" : schema.oneOf ? "one of" : schema.anyOf ? "any of" : "any");
  return schema.format ? `${type} (${schema.format})` : type;
}

/** A schema's children: [label, schema, required] for each property, item and alternative. */
function childrenOf(schema: Json): [string, Json, boolean][] {
  if (!isObject(schema) || typeof schema.$ref === "string") return [];
  const required = new Set(
    Array.isArray(schema.required) ? schema.required : [],
  );
  const children: [string, Json, boolean][] = [];
  if (isObject(schema.properties)) {
    for (const [name, property] of Object.entries(schema.properties)) {
      children.push([name, property, required.has(name)]);
    }
  }
  if (isObject(schema.items)) children.push(["items", schema.items, false]);
  if (isObject(schema.additionalProperties)) {
    children.push(["any other property", schema.additionalProperties, false]);
  }
  for (const key of ["allOf", "oneOf", "anyOf"]) {
    if (Array.isArray(schema[key])) {
      schema[key].forEach((part: Json, i: number) =>
        children.push([`${key} ${i + 1}`, part, false])
      );
    }
  }
  return children;
}

/** What a node's line says after its name: type, required, values, description. */
function Line(
  props: { name?: string; schema: Json; required?: boolean },
): JSX.Element {
  const { schema } = props;
  const values = isObject(schema) && Array.isArray(schema.enum) ? schema.enum : undefined;
  return (
    <>
      {props.name && <code class="schema-name">{props.name}</code>}{" "}
      <span class="schema-type">{typeLabel(schema)}</span>
      {props.required && <span class="required">, required</span>}
      {values && (
        <span class="schema-values">
          : {values.map((v) => JSON.stringify(v)).join(", ")}
        </span>
      )}
      {isObject(schema) && typeof schema.description === "string" && (
        <span class="schema-description">
          . {schema.description.split("\n")[0]}
        </span>
      )}
    </>
  );
}

/** One node: a line, or a disclosure with its children rendered once open. */
function Node(
  props: { name?: string; schema: Json; required?: boolean; open?: boolean },
) {
  const children = childrenOf(props.schema);
  const [open, setOpen] = useState(props.open ?? false);
  if (children.length === 0) {
    return (
      <li class="schema-leaf">
        <Line {...props} />
      </li>
    );
  }
  return (
    <li>
      <details open={open} onToggle={(e) => setOpen(e.currentTarget.open)}>
        <summary>
          <Line {...props} />
        </summary>
        {open && (
          <ul class="schema-tree">
            {children.map(([name, schema, required]) => (
              <Node
                key={name}
                name={name}
                schema={schema}
                required={required}
              />
            ))}
          </ul>
        )}
      </details>
    </li>
  );
}

/**
 * The tree of a schema.
 *
 * @param props The schema (references resolved), the tree's accessible name, and whether its
 * first level is open.
 * @returns The tree.
 */
export function SchemaTree(
  props: { schema: unknown; label: string; open: boolean },
): JSX.Element {
  return (
    <ul class="schema-tree" aria-label={props.label}>
      <Node schema={props.schema} open={props.open} />
    </ul>
  );
}
