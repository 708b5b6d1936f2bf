/**
 * @generated SignedSource<<904f13dc5d519b5a061476a70297162b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type AddressSource = "KNOWN_ADDRESS" | "SMARTY" | "ZIP_DIRECTORY" | "%future added value";
export type useAddressSuggestionsQuery$variables = {
  first?: number | null | undefined;
  search: string;
};
export type useAddressSuggestionsQuery$data = {
  readonly addressSuggestions: ReadonlyArray<{
    readonly addressLine1: string;
    readonly addressLine2: string;
    readonly city: string;
    readonly source: AddressSource;
    readonly state: string;
    readonly zip: string;
  }>;
};
export type useAddressSuggestionsQuery = {
  response: useAddressSuggestionsQuery$data;
  variables: useAddressSuggestionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "first"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "search"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "first",
        "variableName": "first"
      },
      {
        "kind": "Variable",
        "name": "search",
        "variableName": "search"
      }
    ],
    "concreteType": "AddressSuggestion",
    "kind": "LinkedField",
    "name": "addressSuggestions",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "addressLine1",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "addressLine2",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "city",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "state",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "zip",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*: any*/),
      (v1/*: any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddressSuggestionsQuery",
    "selections": (v2/*: any*/),
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
    "name": "useAddressSuggestionsQuery",
    "selections": (v2/*: any*/)
  },
  "params": {
    "cacheID": "f9b852c7c88f55e02f5615560e6d0942",
    "id": null,
    "metadata": {},
    "name": "useAddressSuggestionsQuery",
    "operationKind": "query",
    "text": "query useAddressSuggestionsQuery(\n  $search: String!\n  $first: Int\n) {\n  addressSuggestions(search: $search, first: $first) {\n    addressLine1\n    addressLine2\n    city\n    state\n    zip\n    source\n  }\n}\n"
  }
};
})();

(node as any).hash = "5ce93adfdada55c87e937ff230e8d075";

export default node;
