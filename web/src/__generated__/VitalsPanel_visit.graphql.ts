/**
 * @generated SignedSource<<fa3a5c670d4ca229d0b2514e8bc62560>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VitalsPanel_visit$data = {
  readonly id: string;
  readonly subjectiveNote: {
    readonly id: string;
  } | null | undefined;
  readonly vitals: {
    readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_vitals">;
  } | null | undefined;
  readonly " $fragmentType": "VitalsPanel_visit";
};
export type VitalsPanel_visit$key = {
  readonly " $data"?: VitalsPanel_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"VitalsPanel_visit">;
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
  "name": "VitalsPanel_visit",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "SubjectiveNote",
      "kind": "LinkedField",
      "name": "subjectiveNote",
      "plural": false,
      "selections": [
        (v0/*: any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Vitals",
      "kind": "LinkedField",
      "name": "vitals",
      "plural": false,
      "selections": [
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "VitalsPanel_vitals"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "f8c1fa8b40cb46b76e0d91f9a7889313";

export default node;
