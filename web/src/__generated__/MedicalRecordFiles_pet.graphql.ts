/**
 * @generated SignedSource<<1283b28e305d2bd0aaf1f76965e4e6d8>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type MedicalRecordFiles_pet$data = {
  readonly medicalRecords: ReadonlyArray<{
    readonly attachment: {
      readonly contentType: string;
      readonly downloadUrl: string | null | undefined;
      readonly name: string;
      readonly size: number;
    } | null | undefined;
    readonly date: string;
    readonly sourceId: string;
    readonly title: string;
  }>;
  readonly " $fragmentType": "MedicalRecordFiles_pet";
};
export type MedicalRecordFiles_pet$key = {
  readonly " $data"?: MedicalRecordFiles_pet$data;
  readonly " $fragmentSpreads": FragmentRefs<"MedicalRecordFiles_pet">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "MedicalRecordFiles_pet",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PetMedicalRecord",
      "kind": "LinkedField",
      "name": "medicalRecords",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "sourceId",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "date",
          "storageKey": null
        },
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
          "concreteType": "MedicalRecordAttachment",
          "kind": "LinkedField",
          "name": "attachment",
          "plural": false,
          "selections": [
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "name",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "contentType",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "size",
              "storageKey": null
            },
            {
              "alias": null,
              "args": null,
              "kind": "ScalarField",
              "name": "downloadUrl",
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Pet",
  "abstractKey": null
};

(node as any).hash = "f9d4e808babef7225313a6fb88835c94";

export default node;
