/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * The parameters of the GitHub operation the route names, as a form kept in step with the
 * **Parameters** editor both ways (the editor's JSON is the source of truth: the form shows it
 * and writes it), with GitHub's rules about them as notes.
 *
 * @module
 */
import type { JSX } from "preact";
import { useEffect } from "preact/hooks";
import { useDescribedApi, useRouteIndex } from "./load_index.ts";
import { operationFor } from "./match.ts";
import type { BodyField, Parameter } from "./route_index.ts";
import { destination, operationNotes } from "./rules.ts";

/** Props of {@linkcode OperationForm}. */
export interface OperationFormProps {
  /** The **Route** text. */
  route: string;
  /** The **Parameters** text. */
  params: string;
  /** Called with the new **Parameters** text when a field changes. */
  onParams: (params: string) => void;
}

type Field = Parameter | BodyField;

function parseObject(text: string): Record<string, unknown> | undefined {
  try {
    const value = JSON.parse(text);
    return value && typeof value === "object" && !Array.isArray(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** Backticked names in a note, as `<code>`. */
function withCode(text: string): (string | JSX.Element)[] {
  return text.split("`").map((part, i) => i % 2 ? <code key={i}>{part}</code> : part);
}

/** The control for one field: a select for an enum, a checkbox for a boolean, else a text box. */
function Control(
  props: { field: Field; id: string; value: unknown; set: (value: unknown) => void },
): JSX.Element {
  const { field, id, value, set } = props;
  const common = { id, "aria-describedby": `${id}-hint`, "aria-required": field.required };
  if (field.enum) {
    const current = value == null ? "" : String(value);
    // A value outside the enum is shown as it is, so the select never hides what the JSON says.
    const outside = current !== "" && !field.enum.includes(current);
    return (
      <select
        {...common}
        value={current}
        onChange={(e) => set(e.currentTarget.value || undefined)}
      >
        <option value="">(not set)</option>
        {outside && <option value={current}>{current} (not allowed)</option>}
        {field.enum.map((v) => <option key={v} value={v}>{v}</option>)}
      </select>
    );
  }
  if (field.type === "boolean") {
    return (
      <input
        {...common}
        type="checkbox"
        checked={value === true}
        onChange={(e) => set(e.currentTarget.checked ? true : undefined)}
      />
    );
  }
  const list = field.type.endsWith("[]");
  const number = field.type === "integer" || field.type === "number";
  const shown = value == null
    ? ""
    : Array.isArray(value)
    ? value.join(", ")
    : typeof value === "object"
    ? JSON.stringify(value)
    : String(value);
  const read = (text: string): unknown => {
    if (text.trim() === "") return undefined;
    if (list) return text.split(",").map((s) => s.trim()).filter(Boolean);
    if (number && !Number.isNaN(Number(text))) return Number(text);
    return text;
  };
  return (
    <input
      {...common}
      type="text"
      class="mono"
      inputMode={number ? "numeric" : undefined}
      readOnly={field.type === "object"}
      value={shown}
      spellcheck={false}
      autocomplete="off"
      onInput={(e) => set(read(e.currentTarget.value))}
    />
  );
}

/**
 * A disclosure with one labelled field per parameter and body field of the operation the route
 * names (required ones marked), and the notes about the typed parameters. Nothing when the route
 * names no GitHub operation. The index is fetched after the first paint.
 *
 * @param props The route, the parameters' text and the handler.
 * @returns The form, or nothing.
 */
export function OperationForm(props: OperationFormProps): JSX.Element | null {
  const { entries, load } = useRouteIndex();
  const api = useDescribedApi();
  const owner = api ? api.title : "GitHub";
  useEffect(load, []);
  const operation = entries && operationFor(entries, props.route);
  if (!operation) return null;
  const values = parseObject(props.params);
  const notes = values ? operationNotes(operation, props.route, values) : [];
  const set = (name: string, required: boolean) => (value: unknown) => {
    // No prototype: a parameter named `__proto__` is a key like any other.
    const next: Record<string, unknown> = Object.assign(Object.create(null), values);
    if (value !== undefined) next[name] = value;
    else if (required) next[name] = null;
    else delete next[name];
    props.onParams(JSON.stringify(next, null, 2));
  };
  // A query parameter and a body field may share a name (one JSON key): it is shown once.
  const fields = [...operation.parameters.filter((p) => p.in !== "header"), ...operation.body]
    .filter((field, i, all) => all.findIndex((f) => f.name === field.name) === i);
  return (
    <div class="operation">
      {notes.length > 0 && (
        <ul class="operation-notes" aria-label={`${owner}'s rules`}>
          {notes.map((n) => <li key={`${n.kind} ${n.name}`} class={n.kind}>{withCode(n.text)}</li>)}
        </ul>
      )}
      <details class="operation-form">
        <summary>
          Form: {operation.summary} ({fields.length} parameter{fields.length === 1 ? "" : "s"})
        </summary>
        <p>
          {owner}'s description of <code>{operation.method} {operation.path}</code>
          {operation.docs && (
            <>
              {" "}(<a href={operation.docs}>{owner}'s docs</a>)
            </>
          )}. Fields and the JSON above stay in step.
          {!values && " Fix the JSON to use the form."}
        </p>
        <fieldset disabled={!values}>
          <legend class="sr-only">{operation.summary}</legend>
          {fields.map((field) => {
            const id = `op-${field.name}`;
            // Through a description, withRoutes() puts a parameter where its `in` says.
            const place = api && "in" in field ? field.in : undefined;
            const { to, why } = place
              ? { to: place === "path" ? "url" : place, why: "the description says so" }
              : destination(props.route, field.name);
            const description = "description" in field ? field.description : undefined;
            return (
              <div class="field" key={field.name}>
                <label for={id}>
                  <code>{field.name}</code>
                  {field.required && <span class="required">required</span>}
                </label>
                <Control
                  field={field}
                  id={id}
                  value={values?.[field.name]}
                  set={set(field.name, field.required)}
                />
                <p id={`${id}-hint`} class="help">
                  {field.type}; goes to the {to} ({why}).{description && ` ${description}`}
                  {field.type === "object" && " Edit it in the JSON above."}
                </p>
              </div>
            );
          })}
        </fieldset>
      </details>
    </div>
  );
}
