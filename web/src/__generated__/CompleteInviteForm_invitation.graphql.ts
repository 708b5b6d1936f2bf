/**
 * @generated SignedSource<<5774ea58ba80f650e89c83a65781b783>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CompleteInviteForm_invitation$data = {
  readonly email: string;
  readonly firstName: string | null | undefined;
  readonly lastName: string | null | undefined;
  readonly phone: string | null | undefined;
  readonly roleName: string;
  readonly roleSlug: string;
  readonly " $fragmentType": "CompleteInviteForm_invitation";
};
export type CompleteInviteForm_invitation$key = {
  readonly " $data"?: CompleteInviteForm_invitation$data;
  readonly " $fragmentSpreads": FragmentRefs<"CompleteInviteForm_invitation">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CompleteInviteForm_invitation",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "firstName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "phone",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleName",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "roleSlug",
      "storageKey": null
    }
  ],
  "type": "Invitation",
  "abstractKey": null
};

(node as any).hash = "f988bb8ce59e175edd3565a620fac961";

export default node;
