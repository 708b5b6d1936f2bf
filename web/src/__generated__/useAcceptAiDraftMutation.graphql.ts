/**
 * @generated SignedSource<<19320728ad010b1f5ebe303e33286f37>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type AiDraftStatus = "ACCEPTED" | "DRAFT" | "EDITED" | "%future added value";
export type AcceptAiDraftInput = {
  aiDraftId: string;
  visitModificationId?: string | null | undefined;
};
export type useAcceptAiDraftMutation$variables = {
  input: AcceptAiDraftInput;
};
export type useAcceptAiDraftMutation$data = {
  readonly acceptAiDraft: {
    readonly __typename: string;
    readonly aiDraft?: {
      readonly id: string;
      readonly status: AiDraftStatus;
      readonly " $fragmentSpreads": FragmentRefs<"AiDraftBadge_draft">;
    };
    readonly message?: string;
  };
};
export type useAcceptAiDraftMutation = {
  response: useAcceptAiDraftMutation$data;
  variables: useAcceptAiDraftMutation$variables;
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
    "kind": "Variable",
    "name": "input",
    "variableName": "input"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "__typename",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "status",
  "storageKey": null
},
v5 = {
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
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useAcceptAiDraftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptAiDraft",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AiDraft",
                "kind": "LinkedField",
                "name": "aiDraft",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v4/*: any*/),
                  {
                    "args": null,
                    "kind": "FragmentSpread",
                    "name": "AiDraftBadge_draft"
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AcceptAiDraftSuccess",
            "abstractKey": null
          },
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ],
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*: any*/),
    "kind": "Operation",
    "name": "useAcceptAiDraftMutation",
    "selections": [
      {
        "alias": null,
        "args": (v1/*: any*/),
        "concreteType": null,
        "kind": "LinkedField",
        "name": "acceptAiDraft",
        "plural": false,
        "selections": [
          (v2/*: any*/),
          {
            "kind": "InlineFragment",
            "selections": [
              {
                "alias": null,
                "args": null,
                "concreteType": "AiDraft",
                "kind": "LinkedField",
                "name": "aiDraft",
                "plural": false,
                "selections": [
                  (v3/*: any*/),
                  (v4/*: any*/),
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "part",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "featureLabel",
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
                    "name": "reviewedByName",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "reviewedAt",
                    "storageKey": null
                  },
                  {
                    "alias": null,
                    "args": null,
                    "kind": "ScalarField",
                    "name": "hasSources",
                    "storageKey": null
                  }
                ],
                "storageKey": null
              }
            ],
            "type": "AcceptAiDraftSuccess",
            "abstractKey": null
          },
          (v5/*: any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "d56af4dfa7d29f20cb7e3c29a606c0b9",
    "id": null,
    "metadata": {},
    "name": "useAcceptAiDraftMutation",
    "operationKind": "mutation",
    "text": "mutation useAcceptAiDraftMutation(\n  $input: AcceptAiDraftInput!\n) {\n  acceptAiDraft(input: $input) {\n    __typename\n    ... on AcceptAiDraftSuccess {\n      aiDraft {\n        id\n        status\n        ...AiDraftBadge_draft\n      }\n    }\n    ... on Error {\n      __isError: __typename\n      message\n    }\n  }\n}\n\nfragment AiDraftBadge_draft on AiDraft {\n  id\n  part\n  status\n  featureLabel\n  provider\n  reviewedByName\n  reviewedAt\n  hasSources\n}\n"
  }
};
})();

(node as any).hash = "bd19cd3b9ed06dd24970cdaa25704e97";

export default node;
