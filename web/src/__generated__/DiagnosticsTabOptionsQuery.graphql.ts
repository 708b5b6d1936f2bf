/**
 * @generated SignedSource<<65b53b4f784dece313a5916fdd905892>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type DiagnosticsTabOptionsQuery$variables = Record<PropertyKey, never>;
export type DiagnosticsTabOptionsQuery$data = {
  readonly diagnosticCategories: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly diagnosticResultTypes: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly name: string;
      };
    }>;
  };
  readonly speciesOptions: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly id: string;
        readonly specie: string;
      };
    }>;
  };
};
export type DiagnosticsTabOptionsQuery = {
  response: DiagnosticsTabOptionsQuery$data;
  variables: DiagnosticsTabOptionsQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "kind": "Literal",
  "name": "first",
  "value": 50
},
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  (v0/*: any*/)
],
v3 = [
  (v1/*: any*/),
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "name",
    "storageKey": null
  }
],
v4 = [
  {
    "alias": "speciesOptions",
    "args": [
      (v0/*: any*/),
      {
        "kind": "Literal",
        "name": "orderBy",
        "value": "NAME"
      }
    ],
    "concreteType": "SpeciesConnection",
    "kind": "LinkedField",
    "name": "species",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SpeciesEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Species",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": [
              (v1/*: any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "specie",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "species(first:50,orderBy:\"NAME\")"
  },
  {
    "alias": null,
    "args": (v2/*: any*/),
    "concreteType": "DiagnosticCategoryConnection",
    "kind": "LinkedField",
    "name": "diagnosticCategories",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DiagnosticCategoryEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DiagnosticCategory",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v3/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "diagnosticCategories(first:50)"
  },
  {
    "alias": null,
    "args": (v2/*: any*/),
    "concreteType": "DiagnosticResultTypeConnection",
    "kind": "LinkedField",
    "name": "diagnosticResultTypes",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "DiagnosticResultTypeEdge",
        "kind": "LinkedField",
        "name": "edges",
        "plural": true,
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "DiagnosticResultType",
            "kind": "LinkedField",
            "name": "node",
            "plural": false,
            "selections": (v3/*: any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": "diagnosticResultTypes(first:50)"
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "DiagnosticsTabOptionsQuery",
    "selections": (v4/*: any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "DiagnosticsTabOptionsQuery",
    "selections": (v4/*: any*/)
  },
  "params": {
    "cacheID": "3db73961c14f8929089985289f0e162b",
    "id": null,
    "metadata": {},
    "name": "DiagnosticsTabOptionsQuery",
    "operationKind": "query",
    "text": "query DiagnosticsTabOptionsQuery {\n  speciesOptions: species(first: 50, orderBy: NAME) {\n    edges {\n      node {\n        id\n        specie\n      }\n    }\n  }\n  diagnosticCategories(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n  diagnosticResultTypes(first: 50) {\n    edges {\n      node {\n        id\n        name\n      }\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "9f7f2717d21bf4220c65c1519214cc36";

export default node;
