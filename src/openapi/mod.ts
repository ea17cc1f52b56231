/**
 * `@x/endpoint/openapi`: requests written as an OpenAPI description says. {@linkcode compileRoutes}
 * turns a description into a small JSON route table (also at build time: `deno task openapi
 * openapi.json > routes.json`); {@linkcode withRoutes} wraps an endpoint function so that each
 * parameter goes where and as the table says (path, query, header and cookie styles), the body
 * goes in the operation's media type (JSON, form, multipart) and the base URL comes from its
 * servers. `request.serialize` sets the same per call or through `.defaults()`, without a
 * description. The serialisers are exported too.
 *
 * @example Compile a description and call through it
 * ```ts
 * import { endpoint } from "@x/endpoint";
 * import { compileRoutes, withRoutes } from "@x/endpoint/openapi";
 * import assert from "node:assert/strict";
 *
 * const api = withRoutes(endpoint, compileRoutes({
 *   openapi: "3.0.3",
 *   servers: [{ url: "https://{region}.example.com", variables: { region: { default: "eu" } } }],
 *   paths: {
 *     "/items": {
 *       get: {
 *         parameters: [{
 *           name: "ids",
 *           in: "query",
 *           style: "pipeDelimited",
 *           explode: false,
 *           schema: { type: "array", items: { type: "integer" } },
 *         }],
 *       },
 *     },
 *   },
 * }));
 * const { url } = api("GET /items", { ids: [1, 2, 3] });
 * assert.equal(url, "https://eu.example.com/items?ids=1%7C2%7C3");
 * ```
 *
 * @module
 */
export { compileRoutes } from "./compile.ts";
export { withRoutes } from "./routes.ts";
export { serializeCookie, serializeHeader, serializePath, serializeQuery } from "./serialize.ts";
export { formUrlEncoded } from "./body.ts";
export { MultipartBody, type MultipartPart } from "./multipart_body.ts";
export { multipartBody } from "./multipart_fields.ts";
export { readJson } from "./response.ts";
export type {
  Credentials,
  Encoding,
  ParameterLocation,
  ParameterSerialization,
  PartHeader,
  PartHeaders,
  Serialization,
  SerializeOptions,
  Style,
} from "./options.ts";
export type {
  BodyEntry,
  BodyMedia,
  RouteEntry,
  RouteTable,
  SecurityRequirement,
  SecurityScheme,
  Server,
  ServerVariable,
} from "./table.ts";
