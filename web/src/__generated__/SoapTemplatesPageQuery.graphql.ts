/**
 * @generated SignedSource<<caedf430692e634eb562a63ee481e1cb>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SoapTemplateStatus = "ACTIVE" | "INACTIVE" | "%future added value";
export type SoapTemplatesPageQuery$variables = {
  search?: string | null | undefined;
  status?: SoapTemplateStatus | null | undefined;
};
export type SoapTemplatesPageQuery$data = {
  readonly " $fragmentSpreads": FragmentRefs<"SoapTemplatesPage_query">;
};
export type SoapTemplatesPageQuery = {
  response: SoapTemplatesPageQuery$data;
  variables: SoapTemplatesPageQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "status"
},
v2 = [
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
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "SoapTemplatesPageQuery",
    "selections": [
      {
        "args": (v2/*: any*/),
        "kind": "FragmentSpread",
        "name": "SoapTemplatesPage_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*: any*/),
      (v0/*: any*/)
    ],
    "kind": "Operation",
    "name": "SoapTemplatesPageQuery",
    "selections": [
      {
        "alias": null,
        "args": (v2/*: any*/),
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
          (v3/*: any*/),
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
                  (v3/*: any*/),
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
    "cacheID": "1d219f4d9306b1035941ae9eb035fa09",
    "id": null,
    "metadata": {},
    "name": "SoapTemplatesPageQuery",
    "operationKind": "query",
    "text": "query SoapTemplatesPageQuery(\n  $status: SoapTemplateStatus\n  $search: String\n) {\n  ...SoapTemplatesPage_query_329dDb\n}\n\nfragment SoapTemplatesPage_query_329dDb on Query {\n  soapTemplates(status: $status, search: $search) {\n    ...SoapTemplatesPage_row\n    id\n  }\n}\n\nfragment SoapTemplatesPage_row on SoapTemplate {\n  id\n  code\n  name\n  description\n  status\n  version\n  updatedAt\n  content {\n    section\n    value\n    fields {\n      name\n      hint\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "05cf12a81f6ff27a821b2aca7f488509";

export default node;
