/** @jsxImportSource preact */
/// <reference lib="dom" />
/**
 * Template mode: the inputs and the result of the RFC 6570 engine on its own.
 *
 * @module
 */
import type { JSX } from "preact";
import { templateSnippet } from "../snippets/call_snippet.ts";
import { CodeBlock } from "../ui/code_block.tsx";
import { CodeField } from "./code_field.tsx";
import { DocLinks } from "../site/doc_links.tsx";
import { StaleResult } from "./stale_result.tsx";
import { ErrorAlert } from "./error_alert.tsx";
import type { TemplateEvaluation } from "./evaluate_template.ts";
import { JsonEditor } from "./json_editor.tsx";
import { isUndefinedValue } from "./missing_values.ts";
import { WarningNote } from "./warning_note.tsx";

/** Props of {@linkcode TemplateInputs}. */
export interface TemplateInputsProps {
  /** The template text. */
  template: string;
  /** The variables' JSON text. */
  variables: string;
  /** The evaluation (for the error and warning). */
  evaluation: TemplateEvaluation;
  /** Called with the changed texts. */
  onInput: (patch: { template?: string; variables?: string }) => void;
  /** The last valid expansion, shown under the field on narrow screens. */
  preview?: string;
}

/**
 * The **Template** field and the **Variables** editor, with the error alert and the warning.
 *
 * @param props The texts and handler.
 * @returns The section.
 */
export function TemplateInputs(props: TemplateInputsProps): JSX.Element {
  const error = props.evaluation.error;
  return (
    <section class="card" aria-labelledby="template-title">
      <h2 id="template-title">URI template</h2>
      <CodeField
        id="template"
        label="Template"
        value={props.template}
        invalid={error?.source === "Template"}
        onInput={(template) => props.onInput({ template })}
      >
        RFC 6570, level 4: <code>{"{var}"}</code>, <code>{"{+var}"}</code>, <code>{"{#var}"}</code>,
        {" "}
        <code>{"{.var}"}</code>, <code>{"{/var}"}</code>, <code>{"{;var}"}</code>,{" "}
        <code>{"{?var}"}</code>, <code>{"{&var}"}</code>; explode <code>{"{list*}"}</code>{" "}
        and prefixes <code>{"{var:3}"}</code>.
      </CodeField>
      {props.preview !== undefined && (
        <p class="preview mono" id="expansion-preview">{props.preview}</p>
      )}
      <ErrorAlert error={error} />
      <WarningNote missing={props.evaluation.missing} what="expansion" />
      <JsonEditor
        id="variables"
        label="Variables"
        value={props.variables}
        invalid={error?.source === "Variables"}
        describedBy="variables-help"
        onInput={(variables) => props.onInput({ variables })}
      />
      <p id="variables-help" class="help">
        A JSON object: strings, numbers, booleans, lists and maps (one level) of those.
      </p>
    </section>
  );
}

/** Props of {@linkcode TemplateResult}. */
export interface TemplateResultProps {
  /** The last valid evaluation. */
  evaluation: TemplateEvaluation | null;
  /** The template it came from. */
  template: string;
  /** Whether the inputs currently have an error (the result is then greyed out). */
  stale: boolean;
}

/**
 * The expansion, each variable the template names with its value, and the code.
 *
 * @param props The evaluation.
 * @returns The result's content.
 */
export function TemplateResult(props: TemplateResultProps): JSX.Element {
  const out = props.evaluation;
  if (!out || out.expansion === undefined) return <p class="note">No valid result yet.</p>;
  const values = out.values ?? {};
  const valueOf = (name: string) => Object.hasOwn(values, name) ? values[name] : undefined;
  const names = out.names ?? [];
  return (
    <StaleResult stale={props.stale}>
      <CodeBlock id="expansion" title="Expansion" what="expansion" code={out.expansion}>
        <DocLinks api={["parseTemplate", "expandTemplate"]} section={5} />
      </CodeBlock>
      <div class="block">
        <h3>Variables the template names</h3>
        {names.length === 0
          ? <p class="note">None.</p>
          : (
            <ul class="pairs mono" id="template-variables">
              {names.map((name) => {
                const value = valueOf(name);
                return (
                  <li key={name}>
                    <mark>{name}</mark> ←{" "}
                    <span class="value">
                      {isUndefinedValue(value)
                        ? "undefined (expands to nothing)"
                        : JSON.stringify(value)}
                    </span>
                  </li>
                );
              })}
            </ul>
          )}
      </div>
      <CodeBlock
        id="template-code"
        title="The code"
        what="code"
        code={templateSnippet(props.template, values)}
      />
    </StaleResult>
  );
}
