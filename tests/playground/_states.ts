/**
 * Playground states for tests: a call or a template, the other mode's fields as on a first visit.
 *
 * @module
 */
import { INITIAL_STATE, type PlaygroundState } from "../../playground/editor/state.ts";

/** An `endpoint()` mode state with these texts. */
export const callState = (
  route: string,
  params: string,
  defaults: string[] = [],
): PlaygroundState => ({
  ...INITIAL_STATE,
  route,
  params,
  defaults,
});

/** A template mode state with these texts. */
export const templateState = (
  template: string,
  variables: string,
): PlaygroundState => ({
  ...INITIAL_STATE,
  mode: "template",
  template,
  variables,
});
