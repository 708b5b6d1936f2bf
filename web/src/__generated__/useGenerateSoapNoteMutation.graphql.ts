/**
 * @generated SignedSource<<2d8b5b62c746e3d6d60c90d7d24960b0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type GenerateSoapNoteInput = {
  templateCode: string;
  triageText: string;
  visitId: string;
};
export type useGenerateSoapNoteMutation$variables = {
  input: GenerateSoapNoteInput;
};
export type useGenerateSoapNoteMutation$data = {
  readonly generateSoapNote: {
    readonly __typename: string;
    readonly message?: string;
    readonly note?: {
      readonly emptySections: ReadonlyArray<string>;
      readonly markdown: string;
      readonly notice: string | null | undefined;
      readonly provider: string;
    };
  };
};
export type useGenerateSoapNoteMutation = {
  response: useGenerateSoapNoteMutation$data;
  variables: useGenerateSoapNoteMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "generateSoapNote",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "GeneratedSoapNote",
            "kind": "LinkedField",
            "name": "note",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "markdown",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "emptySections",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "provider",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "notice",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "GenerateSoapNoteSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "Error",
        "abstractKey": "__isError"
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useGenerateSoapNoteMutation",
    "selections": (v1/*: any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useGenerateSoapNoteMutation",
    "selections": (v1/*: any*/)
  },
  "params": {
    "cacheID": "c68846dd50757775f657b6fca3c05734",
    "id": null,
    "metadata": {},
    "name": "useGenerateSoapNoteMutation",
    "operationKind": "mutation",
    "text": "mutation useGenerateSoapNoteMutation(\n  $input: GenerateSoapNoteInput!\n) {\n  generateSoapNote(input: $input) {\n    __typename\n    ... on GenerateSoapNoteSuccess {\n      note {\n        markdown\n        emptySections\n        provider\n        notice\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "43881b0c49887d113c7c304c75dd7f72";

export default node;
