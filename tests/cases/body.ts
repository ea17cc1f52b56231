/** Bodies for PATCH, POST, PUT and DELETE (docs/behaviour.md section 4.5). */
import type { BehaviourCase } from "./behaviour.ts";
import { API, headers, JSON_TYPE, withBody } from "./_shared.ts";

export const BODY_CASES: BehaviourCase[] = [
  {
    name: "remaining parameters of a POST become a JSON body",
    args: ["POST /repos/{owner}/{repo}/issues", {
      owner: "o",
      repo: "r",
      title: "T",
      labels: ["bug"],
    }],
    expect: withBody("post", `${API}/repos/o/r/issues`, { title: "T", labels: ["bug"] }),
  },
  {
    name: "a POST without parameters has no body",
    args: ["POST /x"],
    expect: { method: "post", url: `${API}/x`, headers: headers() },
  },
  {
    name: "a DELETE without parameters has no body",
    args: ["DELETE /x/{id}", { id: 1 }],
    expect: { method: "delete", url: `${API}/x/1`, headers: headers() },
  },
  {
    name: "a DELETE with parameters has a JSON body",
    args: ["DELETE /x", { reason: "r" }],
    expect: withBody("delete", `${API}/x`, { reason: "r" }),
  },
  {
    name: "a bare PUT gets an empty string body without a content-type",
    args: ["PUT /user/starred/{owner}/{repo}", { owner: "o", repo: "r" }],
    expect: { method: "put", url: `${API}/user/starred/o/r`, headers: headers(), body: "" },
  },
  {
    name: "a bare PATCH gets an empty string body",
    args: ["PATCH /x"],
    expect: { method: "patch", url: `${API}/x`, headers: headers(), body: "" },
  },
  {
    name: "a PUT whose data is undefined is a bare PUT",
    args: ["PUT /x", { data: undefined }],
    expect: { method: "put", url: `${API}/x`, headers: headers(), body: "" },
  },
  {
    name: "data is the body, as it is, and the other parameters are not sent",
    args: ["POST /markdown/raw", {
      data: "# Hi",
      ignored: 1,
      headers: { "content-type": "text/plain" },
    }],
    expect: {
      method: "post",
      url: `${API}/markdown/raw`,
      headers: headers({ "content-type": "text/plain" }),
      body: "# Hi",
    },
  },
  {
    name: "a data object is the body as given, prototype and all",
    args: ["POST /x", { data: { a: 1 } }],
    expect: withBody("post", `${API}/x`, { a: 1 }),
  },
  {
    name: "data without a content-type gets the JSON content-type",
    args: ["POST /x", { data: "raw" }],
    expect: withBody("post", `${API}/x`, "raw"),
  },
  {
    name: "an explicit empty-string data is a body with a content-type",
    args: ["PUT /x", { data: "" }],
    expect: withBody("put", `${API}/x`, ""),
  },
  {
    name: "an explicit null data is a null body",
    args: ["DELETE /x", { data: null }],
    expect: withBody("delete", `${API}/x`, null),
  },
  {
    name: "upload: {?name,label} in the query, data in the body",
    args: [{
      method: "POST",
      url: "https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets{?name,label}",
      name: "example.zip",
      label: "short description",
      headers: { "content-type": "text/plain" },
      data: "Hello, world!",
    }],
    expect: {
      method: "post",
      url:
        "https://uploads.github.com/repos/octocat/Hello-World/releases/1/assets?name=example.zip&label=short%20description",
      headers: headers({ "content-type": "text/plain" }),
      body: "Hello, world!",
    },
  },
  {
    name: "null body parameters are sent as null",
    args: ["PATCH /x", { milestone: null }],
    expect: withBody("patch", `${API}/x`, { milestone: null }),
  },
  {
    name: "nested objects go into the JSON body",
    args: ["POST /x", { config: { url: "u", insecure_ssl: "0" } }],
    expect: withBody("post", `${API}/x`, { config: { url: "u", insecure_ssl: "0" } }),
  },
  {
    name: "a caller's content-type is kept",
    args: ["POST /x", { a: 1, headers: { "Content-Type": "application/merge-patch+json" } }],
    expect: withBody("post", `${API}/x`, { a: 1 }, {
      "content-type": "application/merge-patch+json",
    }),
  },
  {
    name: "the method decides body or query in any case",
    args: ["post /x", { a: 1 }],
    expect: {
      method: "post",
      url: `${API}/x`,
      headers: headers({ "content-type": JSON_TYPE }),
      body: { a: 1 },
    },
  },
];
