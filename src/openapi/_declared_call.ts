/**
 * A call's names the operation declares under an option's name (`url`, `data`, `headers`, …):
 * taken out of the options into `request.parameters`, where `withRoutes()` places them as the
 * parameters or fields they are (docs/openapi.md, "Names the description declares").
 *
 * @module
 */
import { EndpointError } from "../uri_template/errors.ts";
import { ownRequestKey } from "./_serialize_options.ts";

type Options = Record<string, unknown>;

/** The `request` key that holds parameters and fields named like options. */
export const PARAMETERS_KEY = "parameters";

/**
 * `given` with the names the route declares moved into `request.parameters`; `given` itself when
 * it holds none. With a route string (`routeString`), the string names the method and url: a
 * `method` or `url` the route does not declare is refused, since it would silently take the call
 * out of the table; in one options object, `method` and `url` name the route and stay.
 *
 * @throws {EndpointError} `INVALID_ROUTE` for a `method` or `url` beside a route string that the
 * operation does not declare.
 */
export function takeDeclared(
  given: Options,
  names: ReadonlySet<string>,
  key: string,
  routeString: boolean,
): Options {
  if (routeString) {
    for (const option of ["method", "url"]) {
      if (!names.has(option) && Object.hasOwn(given, option) && given[option] !== undefined) {
        throw new EndpointError(
          "INVALID_ROUTE",
          `Cannot call "${key}" with a \`${option}\` option: the route string names the method ` +
            `and url; write the route you mean as the route string, or give a parameter or field ` +
            `named ${option} in request.parameters`,
        );
      }
    }
  }
  let taken: Options | undefined;
  let rest: Options | undefined;
  for (const name of names) {
    if (!Object.hasOwn(given, name)) continue;
    if (!routeString && (name === "method" || name === "url")) continue;
    rest ??= { ...given };
    taken ??= Object.create(null) as Options;
    taken[name] = given[name];
    delete rest[name];
  }
  if (rest === undefined || taken === undefined) return given;
  const request = Object.hasOwn(rest, "request") ? rest.request : undefined;
  const earlier = ownRequestKey(request, PARAMETERS_KEY);
  const parameters = Object.assign(Object.create(null), earlier, taken);
  rest.request = { ...(request as Options | undefined), [PARAMETERS_KEY]: parameters };
  return rest;
}
