/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * One field of the operation form: its label and control (a select for an enum, a checkbox for a
 * boolean, a text box that keeps what is typed), or, for an object with known properties, a
 * group of such fields.
 *
 * @module
 */
import type { JSX } from "preact";
import { useState } from "preact/hooks";
import { type Field, isList, readFieldText, shownText, withEntry } from "./form_fields.ts";
import type { BodyField } from "./route_index.ts";

/** Props of a field's control. */
interface ControlProps {
  field: Field;
  id: string;
  value: unknown;
  set: (value: unknown) => void;
  /** The ids of the hint and, when there is one, the error. */
  describedBy: string;
  invalid: boolean;
}

/** The control for one field: a select for an enum, a checkbox for a boolean, else a text box. */
function Control(props: ControlProps): JSX.Element {
  const { field, id, value, set } = props;
  // What was typed, kept while it still means the JSON's value: `bug,` stays as typed.
  const [typed, setTyped] = useState<string>();
  const common = {
    id,
    "aria-describedby": props.describedBy,
    "aria-required": field.required,
    "aria-invalid": props.invalid || undefined,
  };
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
  const number = field.type === "integer" || field.type === "number";
  return (
    <input
      {...common}
      type="text"
      class="mono"
      inputMode={number ? "numeric" : undefined}
      readOnly={field.type === "object"}
      value={shownText(field, typed, value)}
      spellcheck={false}
      autocomplete="off"
      onInput={(e) => {
        setTyped(e.currentTarget.value);
        set(readFieldText(field, e.currentTarget.value));
      }}
    />
  );
}

/** A field's name, and `, required` when it is (so its accessible name reads with a space). */
function Name(props: { field: Field }): JSX.Element {
  return (
    <>
      <code>{props.field.name}</code>
      {props.field.required && <span class="required">, required</span>}
    </>
  );
}

/** An object's properties as fields of their own, in a group named after it. */
function NestedFields(props: FieldControlProps & { fields: BodyField[] }): JSX.Element {
  const { field, id } = props;
  const object = props.value && typeof props.value === "object" && !Array.isArray(props.value)
    ? props.value as Record<string, unknown>
    : undefined;
  return (
    <fieldset class="nested" aria-describedby={`${id}-hint`}>
      <legend>
        <Name field={field} />
      </legend>
      {props.fields.map((sub) => {
        const subId = `${id}-${sub.name}`;
        const set = (value: unknown) => {
          const next = withEntry(object, sub.name, value, sub.required);
          props.set(Object.keys(next).length > 0 ? next : undefined);
        };
        return (
          <div class="field" key={sub.name}>
            <FieldControl field={sub} id={subId} value={object?.[sub.name]} set={set} />
            <p id={`${subId}-hint`} class="help">{typeHint(sub)}</p>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * What a field's hint says of its type: a list's separator, an object's editor.
 *
 * @param field The field.
 * @returns E.g. `string[], items separated by commas`.
 */
export function typeHint(field: Field): string {
  if (isList(field)) return `${field.type}, items separated by commas`;
  return field.type === "object" ? "object, edited in the JSON above" : field.type;
}

/** Props of {@linkcode FieldControl}. */
export interface FieldControlProps {
  /** The field. */
  field: Field;
  /** The control's id; its hint is `<id>-hint`, its error `<id>-error`. */
  id: string;
  /** Its value in the **Parameters** JSON. */
  value: unknown;
  /** Called with the new value; `undefined` when the field is cleared. */
  set: (value: unknown) => void;
  /** What is wrong with the value, if anything: the control is marked invalid. */
  error?: string;
}

/**
 * A field's label and control, or, for an object with known properties, a group of them. The
 * control is described by the hint and the error the caller shows (`<id>-hint`, `<id>-error`).
 *
 * @param props The field, its id, value, setter and error.
 * @returns The label and control, or the group.
 */
export function FieldControl(props: FieldControlProps): JSX.Element {
  const { field, id, error } = props;
  if ("fields" in field && field.fields) {
    return <NestedFields {...props} fields={field.fields} />;
  }
  return (
    <>
      <label for={id}>
        <Name field={field} />
      </label>
      <Control
        field={field}
        id={id}
        value={props.value}
        set={props.set}
        describedBy={error ? `${id}-error ${id}-hint` : `${id}-hint`}
        invalid={error !== undefined}
      />
    </>
  );
}
