/**
 * The operations the validator suite runs but does not require to pass, per description, each
 * with the reason: a limit of the validator (express-openapi-validator 5.6.2) or of the value
 * generator, a description that no request can satisfy, or a defect of this library reported to
 * its owner. With the default values the suite checks that each one still fails, so that the list
 * stays true (other values may pass).
 *
 * @module
 */
import type { DescriptionName } from "../../scripts/descriptions.ts";

const FRAGMENT = "description unsatisfiable: the path holds `#`, which starts a URL's fragment, " +
  "so no request reaches it (the server sees /cookies)";
const OBJECT_PATH = (style: string) =>
  `validator: a ${style}-style object path parameter is not parsed ("must be object")`;
const ARRAY_PATH = (style: string) =>
  `validator: a ${style}-style array path parameter is rejected ("Parameter 'style' has ` +
  `incorrect value '${style}'"); it splits arrays only for simple, form and the delimited styles`;
const DASHED_NAME = "validator: a path parameter whose name holds `-` ({enterprise-team}) " +
  "becomes an Express route parameter that ends at the `-`, so the path never matches (404)";
const SAME_PATH =
  "description: /attestations/{subject_digest} and /attestations/{attestation_id} " +
  "differ only in the parameter's name, which OpenAPI forbids; the router serves the other one, " +
  "which has no GET (405)";
const INTEGER_OR_STRING = "validator: the path parameter is a oneOf of integer and string; the " +
  "generated integer's text passes both branches once coerced, which oneOf forbids";
const MULTIPART_STYLE = "validator: it reads an object field of a multipart body written in the " +
  "style its Encoding Object gives (OpenAPI 3.1 applies style fields to multipart bodies: " +
  "`foo` and `bar` parts for an exploded form, `object=foo|x|bar|y` for pipeDelimited) as " +
  "separate text parts, not as the object";

/** The number that fixes the suite's values by default; the exclusions hold for these values. */
export const EXCLUDED_START = 20261126;

/** Per description the suite runs: excluded route → why. */
export const EXCLUDED: Partial<Record<DescriptionName, Record<string, string>>> = {
  github: {
    "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}": DASHED_NAME,
    "DELETE /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}": DASHED_NAME,
    "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships": DASHED_NAME,
    "GET /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}": DASHED_NAME,
    "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations": DASHED_NAME,
    "GET /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}": DASHED_NAME,
    "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/add": DASHED_NAME,
    "POST /enterprises/{enterprise}/teams/{enterprise-team}/memberships/remove": DASHED_NAME,
    "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/add": DASHED_NAME,
    "POST /enterprises/{enterprise}/teams/{enterprise-team}/organizations/remove": DASHED_NAME,
    "PUT /enterprises/{enterprise}/teams/{enterprise-team}/memberships/{username}": DASHED_NAME,
    "PUT /enterprises/{enterprise}/teams/{enterprise-team}/organizations/{org}": DASHED_NAME,
    "GET /orgs/{org}/attestations/{subject_digest}": SAME_PATH,
    "GET /users/{username}/attestations/{subject_digest}": SAME_PATH,
    "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}": INTEGER_OR_STRING,
    "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/disable": INTEGER_OR_STRING,
    "POST /repos/{owner}/{repo}/actions/workflows/{workflow_id}/dispatches": INTEGER_OR_STRING,
    "PUT /repos/{owner}/{repo}/actions/workflows/{workflow_id}/enable": INTEGER_OR_STRING,
    "GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/timing": INTEGER_OR_STRING,
    "GET /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}": INTEGER_OR_STRING,
    "POST /repos/{owner}/{repo}/pages/deployments/{pages_deployment_id}/cancel": INTEGER_OR_STRING,
    "PUT /repos/{owner}/{repo}/issues/{issue_number}/labels": "generator: the body is a oneOf " +
      "with two object branches whose properties are all optional, and json-schema-faker " +
      "generated {}, which matches both (oneOf allows one)",
  },
  readme: {},
  "train-travel": {},
  "star-trek": {},
  uspto: {},
  "parameters-style": {
    "GET /cookies": "validator: a cookie array with no `style` is rejected (\"Parameter 'style' " +
      "has incorrect value 'undefined'\"): it does not apply OpenAPI's default, form",
    "GET /cookies#formNonExploded": FRAGMENT,
    "GET /cookies#formExploded": FRAGMENT,
    "GET /anything/headers": "validator: a header array with no `style` is rejected " +
      "(\"Parameter 'style' has incorrect value 'undefined'\"): it does not apply OpenAPI's " +
      "default, simple",
    "POST /anything/headers/simple": "validator: an exploded header array is not split at its " +
      "commas (it reads the whole header as one item)",
    "GET /anything/path/{primitive}/{array}/{object}": OBJECT_PATH("simple"),
    "GET /anything/path/simple/{primitive}/{array}/{object}": OBJECT_PATH("simple"),
    "POST /anything/path/simple/{primitive}/{array}/{object}": OBJECT_PATH("simple"),
    "GET /anything/path/matrix/{primitive}/{array}/{object}": ARRAY_PATH("matrix"),
    "POST /anything/path/matrix/{primitive}/{array}/{object}": OBJECT_PATH("matrix"),
    "GET /anything/path/label/{primitive}/{array}/{object}": ARRAY_PATH("label"),
    "POST /anything/path/label/{primitive}/{array}/{object}": OBJECT_PATH("label"),
    "GET /anything/form-data/spaceDelimited":
      "description unsatisfiable: a GET with a request body, which fetch cannot send",
    "PUT /anything/form-data/form": MULTIPART_STYLE,
    "POST /anything/form-data/pipeDelimited": MULTIPART_STYLE,
  },
};
