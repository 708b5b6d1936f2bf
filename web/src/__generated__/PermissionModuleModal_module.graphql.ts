/**
 * @generated SignedSource<<334f36a648b7674c517271b18112063d>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PermissionModuleModal_module$data = {
  readonly name: string;
  readonly permissions: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly " $fragmentType": "PermissionModuleModal_module";
};
export type PermissionModuleModal_module$key = {
  readonly " $data"?: PermissionModuleModal_module$data;
  readonly " $fragmentSpreads": FragmentRefs<"PermissionModuleModal_module">;
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
  "name": "PermissionModuleModal_module",
  "selections": [
    (v0/*: any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "Permission",
      "kind": "LinkedField",
      "name": "permissions",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        (v0/*: any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "PermissionModule",
  "abstractKey": null
};
})();

(node as any).hash = "78c5263a827977426658f7a7407aec5b";

export default node;
