/**
 * @generated SignedSource<<ae9d3ab53a974e53540b97204c921661>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SoapTemplateStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type SoapTemplatesPageRefetchQuery$variables = {
  search?: string | null | undefined;
  status?: SoapTemplateStatus | null | undefined;
};
export type SoapTemplatesPageRefetchQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SoapTemplatesPage_query">;
};
export type SoapTemplatesPageRefetchQuery = {
  response: SoapTemplatesPageRefetchQuery$data;
  variables: SoapTemplatesPageRefetchQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "search"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "status"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "search",
    "variableName": "search"
  },
  {
    "kind": "Variable",
    "name": "status",
    "variableName": "status"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "SoapTemplatesPageRefetchQuery",
    "selections": [
      {
        "args": (v1/*: any*/),
        "kind": "FragmentSpread",
        "name": "SoapTemplatesPage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "SoapTemplatesPageRefetchQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": "SoapTemplate",
        "kind": "LinkedField",
        "name": "soapTemplates",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "id",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          },
          (v2/*: any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "description",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "status",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "version",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "updatedAt",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "TemplateSection",
            "kind": "LinkedField",
            "name": "content",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "section",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "value",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "concreteType": "TemplateField",
                "kind": "LinkedField",
                "name": "fields",
                "plural": true,
                "selections": [
                  (v2/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hint",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "8b471ba921150a0f8c4e1f611cc6b519",
    "id": null,
    "metadata": {},
    "name": "SoapTemplatesPageRefetchQuery",
    "operationKind": "query",
    "text": "query SoapTemplatesPageRefetchQuery(\n  $search: String\n  $status: SoapTemplateStatus\n) {\n  ...SoapTemplatesPage_query_329dDb\n}\n\nfragment SoapTemplatesPage_query_329dDb on Query {\n  soapTemplates(status: $status, search: $search) {\n    ...SoapTemplatesPage_row\n    id\n  }\n}\n\nfragment SoapTemplatesPage_row on SoapTemplate {\n  id\n  code\n  name\n  description\n  status\n  version\n  updatedAt\n  content {\n    section\n    value\n    fields {\n      name\n      hint\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "a07197e091f0933a62e582a19aacc0df";

export default node;
