/**
 * The RFC 6570 engine on its own: every case of the conformance suite's spec examples
 * (`tests/fixtures/uritemplate-test/spec-examples.json`), expanded by ours and by three peers.
 *
 * - `rfc: pre-parsed`: each library compiles every template once, then only expands.
 *   `@std-uritemplate/std-uritemplate` has no compile step, so it runs its one-shot `expand`.
 * - `rfc: one-shot`: template string and variables in, string out, every time. Ours keeps
 *   compiled templates in its bounded cache, as it does in real use.
 *
 * One operation is one expansion; the cases are taken in turn. Each expansion gets a new variables
 * object holding the variables its template names (as a caller writes one). Before timing, every
 * library's output is checked against the suite's expected output. The engines are measured in
 * rounds (`benchInRounds`), so each ratio compares two engines measured within a second.
 *
 * @module
 */
import assert from "node:assert/strict";
import spec from "../tests/fixtures/uritemplate-test/spec-examples.json" with { type: "json" };
import { expandTemplate, parseTemplate } from "@x/endpoint/uri-template";
import { parseTemplate as urlTemplateParse } from "url-template";
import { StdUriTemplate } from "@std-uritemplate/std-uritemplate";
import UriTemplate from "uritemplate";
import { type BenchCase, benchInRounds, cycle, fresh } from "./_bench.ts";

// deno-lint-ignore no-explicit-any
type Variables = Record<string, any>;

/** One spec example: template, variables, and the accepted output(s). */
export interface SpecExample {
  template: string;
  variables: Variables;
  expected: string | string[];
}

/** Every expansion case of the spec examples, section by section. */
export const EXAMPLES: SpecExample[] = Object.values(spec).flatMap((section) =>
  section.testcases.map(([template, expected]) => ({
    template: template as string,
    variables: section.variables as Variables,
    expected: expected as string | string[],
  }))
);

/** A library's two ways in: compile then expand, and one-shot. */
interface Engine {
  name: string;
  compile: (template: string) => (variables: Variables) => string;
  oneShot: (template: string, variables: Variables) => string;
}

const ENGINES: Engine[] = [
  {
    name: "ours",
    compile: (t) => {
      const compiled = parseTemplate(t);
      return (v) => compiled.expand(v);
    },
    oneShot: (t, v) => expandTemplate(t, v),
  },
  {
    name: "url-template",
    compile: (t) => {
      const compiled = urlTemplateParse(t);
      return (v) => compiled.expand(v);
    },
    oneShot: (t, v) => urlTemplateParse(t).expand(v),
  },
  {
    name: "uritemplate",
    compile: (t) => {
      const compiled = UriTemplate.parse(t);
      return (v) => compiled.expand(v);
    },
    oneShot: (t, v) => UriTemplate.parse(t).expand(v),
  },
  {
    name: "std-uritemplate",
    compile: (t) => (v) => StdUriTemplate.expand(t, v),
    oneShot: (t, v) => StdUriTemplate.expand(t, v),
  },
];

function check(name: string, example: SpecExample, actual: string): void {
  const { expected, template } = example;
  const ok = Array.isArray(expected) ? expected.includes(actual) : actual === expected;
  assert.ok(ok, `${name} expands ${template} to ${actual}, expected ${expected}`);
}

/** For each example, a function that builds a new object of the variables its template names. */
const FRESH = EXAMPLES.map((e) => {
  const names = parseTemplate(e.template).variables.filter((name) => name in e.variables);
  return fresh(names.map((name) => [name, e.variables[name]] as const));
});

const cases: BenchCase[] = [];
for (const engine of ENGINES) {
  const compiled = EXAMPLES.map((e, i) => ({ expand: engine.compile(e.template), vars: FRESH[i] }));
  EXAMPLES.forEach((e, i) => {
    check(engine.name, e, compiled[i].expand(FRESH[i]()));
    check(engine.name, e, engine.oneShot(e.template, FRESH[i]()));
  });
  const nextCompiled = cycle(compiled);
  const nextExample = cycle(EXAMPLES.map((e, i) => ({ template: e.template, vars: FRESH[i] })));
  const baseline = engine.name === "ours";
  cases.push({
    group: "rfc: pre-parsed",
    name: engine.name,
    baseline,
    call: () => {
      const c = nextCompiled();
      return c.expand(c.vars());
    },
  });
  cases.push({
    group: "rfc: one-shot",
    name: engine.name,
    baseline,
    call: () => {
      const e = nextExample();
      return engine.oneShot(e.template, e.vars());
    },
  });
}

benchInRounds(cases);
