/**
 * @generated SignedSource<<0d224046483e20f574c0a0689d4006f0>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
export type ConsentState = "DECLINED" | "REQUIRED" | "SIGNED" | "WITHDRAWN" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type ConsentsPanel_visit$data = {
  readonly consents: ReadonlyArray<{
    readonly form: {
      readonly body: string;
      readonly id: string;
      readonly title: string;
      readonly version: number;
    };
    readonly reasons: ReadonlyArray<string>;
    readonly sentAt: string | null | undefined;
    readonly sentTo: string | null | undefined;
    readonly signature: {
      readonly channel: string;
      readonly declineReason: string | null | undefined;
      readonly declined: boolean;
      readonly formVersion: number;
      readonly hashVerified: boolean;
      readonly id: string;
      readonly signedAt: string;
      readonly signedByName: string | null | undefined;
      readonly signerName: string;
      readonly textSha256: string;
      readonly withdrawReason: string | null | undefined;
      readonly withdrawnAt: string | null | undefined;
      readonly withdrawnByName: string | null | undefined;
    } | null | undefined;
    readonly state: ConsentState;
  }>;
  readonly id: string;
  readonly isLocked: boolean;
  readonly pet: {
    readonly parent: {
      readonly email: string;
      readonly fullName: string;
    };
  };
  readonly " $fragmentType": "ConsentsPanel_visit";
};
export type ConsentsPanel_visit$key = {
  readonly " $data"?: ConsentsPanel_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"ConsentsPanel_visit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ConsentsPanel_visit",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isLocked",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Pet",
      "kind": "LinkedField",
      "name": "pet",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "PetParent",
          "kind": "LinkedField",
          "name": "parent",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "fullName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "email",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "VisitConsent",
      "kind": "LinkedField",
      "name": "consents",
      "plural": true,
      "selections": [
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
          "name": "reasons",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sentTo",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sentAt",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ConsentForm",
          "kind": "LinkedField",
          "name": "form",
          "plural": false,
          "selections": [
            (v0/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "title",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "body",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "version",
              "storageKey": null
            }
          ],
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "ConsentSignature",
          "kind": "LinkedField",
          "name": "signature",
          "plural": false,
          "selections": [
            (v0/*: any*/),
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signerName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signedAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "channel",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "signedByName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "formVersion",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "textSha256",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "hashVerified",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "declined",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "declineReason",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "withdrawnAt",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "withdrawnByName",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "withdrawReason",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "c4ddef393a9b5e4971e8d7e7f75cb6ee";

export default node;
