/**
 * @generated SignedSource<<cb53c89f67f6848c8f4fe187c582a33b>>
 * @lightSyntaxTransform
 * @nogrep
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderInlineDataFragment } from 'relay-runtime';
export type ComplaintDuration = "ACUTE" | "GRADUAL" | "PROGRESSING" | "STATIC" | "WORSENING" | "%future added value";
import { FragmentRefs } from "relay-runtime";
export type subjectiveNoteData_note$data = {
  readonly additionalNotes: {
    readonly additionalVomiting: string | null | undefined;
    readonly appetite: string | null | undefined;
    readonly coughing: string | null | undefined;
    readonly diarrhea: string | null | undefined;
    readonly fleaComb: string | null | undefined;
    readonly indoor: number | null | undefined;
    readonly medications: ReadonlyArray<string>;
    readonly otherPets: string | null | undefined;
    readonly reminders: string | null | undefined;
    readonly sneezing: string | null | undefined;
    readonly specialDiets: string | null | undefined;
    readonly supplements: string | null | undefined;
    readonly travel: string | null | undefined;
    readonly triageNotes: string | null | undefined;
    readonly vomiting: string | null | undefined;
    readonly waterIntake: string | null | undefined;
  };
  readonly aiConsent: boolean | null | undefined;
  readonly chiefComplaint: {
    readonly complaint: string | null | undefined;
    readonly duration: ComplaintDuration;
  };
  readonly filledByPetParent: boolean;
  readonly id: string;
  readonly reasonForConsultation: {
    readonly diarrhea: {
      readonly accidents: string | null | undefined;
      readonly diarrhea: string | null | undefined;
      readonly dietIndiscretions: string | null | undefined;
      readonly eatingStool: string | null | undefined;
      readonly missingToys: string | null | undefined;
      readonly petActing: string | null | undefined;
      readonly someVisit: string | null | undefined;
      readonly timesDiarrhea: string | null | undefined;
    } | null | undefined;
    readonly generalHealth: string | null | undefined;
    readonly mainCaseIds: ReadonlyArray<number>;
    readonly otherCases: ReadonlyArray<string>;
    readonly skinCase: string | null | undefined;
    readonly vomiting: {
      readonly ateSomething: string | null | undefined;
      readonly dietChanges: string | null | undefined;
      readonly dietIndiscretions: string | null | undefined;
      readonly intoTrash: string | null | undefined;
      readonly ratPoison: string | null | undefined;
      readonly recentlyVaccinated: string | null | undefined;
      readonly timesVomiting: string | null | undefined;
      readonly vomiting: string | null | undefined;
    } | null | undefined;
  };
  readonly updatedAt: string;
  readonly updatedByName: string;
  readonly version: number;
  readonly " $fragmentType": "subjectiveNoteData_note";
};
export type subjectiveNoteData_note$key = {
  readonly " $data"?: subjectiveNoteData_note$data;
  readonly " $fragmentSpreads": FragmentRefs<"subjectiveNoteData_note">;
};

const node: ReaderInlineDataFragment = {
  "kind": "InlineDataFragment",
  "name": "subjectiveNoteData_note"
};

(node as any).hash = "2153682de2656e4a4cb81435ee56d863";

export default node;
