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
import { useEffect, useRef } from "preact/hooks";
import { FieldControl, typeHint } from "./field_control.tsx";
import { type Field, fieldError, formFields, withEntry } from "./form_fields.ts";
import { useDescribedApi, useRouteIndex } from "./load_index.ts";
import { operationFor } from "./match.ts";
import type { Operation } from "./route_index.ts";
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

/** One row of the form: the field, where its value goes and why, and what is wrong with it. */
interface Row {
  field: Field;
  to: string;
  why: string;
  error?: string;
}

function rows(
  operation: Operation,
  route: string,
  values: Record<string, unknown> | undefined,
  described: boolean,
): Row[] {
  return formFields(operation).map((field) => {
    // Through a description, withRoutes() puts a parameter where its `in` says.
    const place = described && "in" in field ? field.in : undefined;
    const { to, why } = place
      ? { to: place === "path" ? "url" : place, why: "the description says so" }
      : destination(route, field.name);
    return { field, to, why, error: fieldError(field, values?.[field.name], to === "url") };
  });
}

/**
 * A disclosure with one labelled field per parameter and body field of the operation the route
 * names (required ones first and marked, then the description's order), each with its hint and,
 * when its value is wrong, the error beside it; and the notes about the typed parameters. Open
 * while a loaded description is in use, or a value is wrong. Nothing when the route names no
 * operation of the API in use. GitHub's index is fetched after the first paint.
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
  const values = parseObject(props.params);
  const fields = operation ? rows(operation, props.route, values, api !== undefined) : [];
  const wrong = fields.some((f) => f.error);
  const form = useRef<HTMLDetailsElement>(null);
  // Open under a loaded description, and when a value is wrong; never closed from here, so it
  // stays open while the person fixes the value.
  useEffect(() => {
    if (form.current && (api || wrong)) form.current.open = true;
  }, [api, wrong, operation]);
  if (!operation) return null;
  const notes = values
    ? operationNotes(operation, props.route, values, owner, api !== undefined)
    : [];
  const set = (name: string, required: boolean) => (value: unknown) =>
    props.onParams(JSON.stringify(withEntry(values, name, value, required), null, 2));
  return (
    <div class="operation">
      {notes.length > 0 && (
        <ul class="operation-notes" aria-label={`${owner}'s rules`}>
          {notes.map((n) => <li key={`${n.kind} ${n.name}`} class={n.kind}>{withCode(n.text)}</li>)}
        </ul>
      )}
      <details class="operation-form" ref={form}>
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
          {fields.map(({ field, to, why, error }) => {
            const id = `op-${field.name}`;
            const description = "description" in field ? field.description : undefined;
            return (
              <div class="field" key={`${operation.method} ${operation.path} ${field.name}`}>
                <FieldControl
                  field={field}
                  id={id}
                  value={values?.[field.name]}
                  set={set(field.name, field.required)}
                  error={error}
                />
                {/* Always in the page, so a new error is announced as it appears. */}
                <p id={`${id}-error`} class="field-error" aria-live="polite">
                  {error && withCode(error)}
                </p>
                <p id={`${id}-hint`} class="help">
                  {typeHint(field)}; goes to the {to} ({why}).{description && ` ${description}`}
                </p>
              </div>
            );
          })}
        </fieldset>
      </details>
    </div>
  );
}
