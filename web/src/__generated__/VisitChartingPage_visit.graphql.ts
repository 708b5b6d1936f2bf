/**
 * @generated SignedSource<<bb488b5ef32746b72ab76e9ee604bd6e>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type VisitChartingPage_visit$data = {
  readonly id: string;
  readonly isLocked: boolean;
  readonly isReadOnly: boolean;
  readonly name: string;
  readonly status: {
    readonly name: string;
  };
  readonly " $fragmentType": "VisitChartingPage_visit";
};
export type VisitChartingPage_visit$key = {
  readonly " $data"?: VisitChartingPage_visit$data;
  readonly " $fragmentSpreads": FragmentRefs<"VisitChartingPage_visit">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "name",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "VisitChartingPage_visit",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "id",
      "storageKey": null
    },
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isReadOnly",
      "storageKey": null
    },
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
      "concreteType": "VisitStatus",
      "kind": "LinkedField",
      "name": "status",
      "plural": false,
      "selections": [
        (v0/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Visit",
  "abstractKey": null
};
})();

(node as any).hash = "205f84018df9250453e9fbb7ddf9247e";

export default node;
