/**
 * Runs the RFC 6570 engine on the playground's template mode: `parseTemplate` and `expand`.
 *
 * @module
 */
import { parseTemplate, type UriTemplate } from "../../mod.ts";
import { parseJsonObject, type PlaygroundError, toPlaygroundError } from "./evaluate.ts";
import { missingValues } from "./missing_values.ts";
import type { PlaygroundState } from "./state.ts";

/** What the page shows in template mode. Fields are set as far as evaluation got. */
export interface TemplateEvaluation {
  /** `parseTemplate(template).variables`. */
  names?: readonly string[];
  /** The parsed variables. */
  values?: Record<string, unknown>;
  /** `parseTemplate(template).expand(variables)`. */
  expansion?: string;
  /** Required variables that got no value (a warning). */
  missing?: string[];
  /** The error, when something failed. */
  error?: PlaygroundError;
}

/**
 * Compiles the template and expands it with the variables. Never throws.
 *
 * @example
 * ```ts
 * import assert from "node:assert/strict";
 * import { evaluateTemplate } from "./evaluate_template.ts";
 * import { INITIAL_STATE } from "./state.ts";
 * const out = evaluateTemplate({ ...INITIAL_STATE, template: "{/list*}", variables: '{"list": ["a", "b"]}' });
 * assert.equal(out.expansion, "/a/b");
 * ```
 *
 * @param state The playground state (its `template` and `variables`).
 * @returns What to show.
 */
export function evaluateTemplate(state: PlaygroundState): TemplateEvaluation {
  let compiled: UriTemplate;
  try {
    compiled = parseTemplate(state.template);
  } catch (e) {
    return { error: toPlaygroundError(e, "Template", state.template, "Template") };
  }
  const out: TemplateEvaluation = { names: compiled.variables };
  const parsed = parseJsonObject(state.variables, "Variables");
  if ("error" in parsed) return { ...out, error: parsed.error };
  out.values = parsed.value;
  try {
    out.expansion = compiled.expand(parsed.value);
  } catch (e) {
    return { ...out, error: toPlaygroundError(e, "Variables", state.template, "Template") };
  }
  const missing = missingValues(state.template, parsed.value, false);
  if (missing.length > 0) out.missing = missing;
  return out;
}
