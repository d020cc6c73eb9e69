/**
 * @generated SignedSource<<6d0a9a2017a6240246e435fd1c576660>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
import type { FragmentRefs } from "relay-runtime";
export type CaseDetailsCard_case$data = {
  readonly appearanceDate: any | null | undefined;
  readonly dateExpectedToReceiveCheck: any | null | undefined;
  readonly dateOfLoss: any | null | undefined;
  readonly id: string;
  readonly lastUpdatedAt: any | null | undefined;
  readonly lawFirm: {
    readonly name: string;
  } | null | undefined;
  readonly lawsuitFiledDate: any | null | undefined;
  readonly lienholders: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
  }>;
  readonly plaintiff: {
    readonly birthdate: any | null | undefined;
    readonly firstName: string;
    readonly lastName: string;
  };
  readonly stateOfIncident: string | null | undefined;
  readonly status: string | null | undefined;
  readonly statusLabel: string | null | undefined;
  readonly type: string | null | undefined;
  readonly viewerCan: {
    readonly editDetails: boolean;
  };
  readonly " $fragmentType": "CaseDetailsCard_case";
};
export type CaseDetailsCard_case$key = {
  readonly " $data"?: CaseDetailsCard_case$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseDetailsCard_case">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = {
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
  "name": "CaseDetailsCard_case",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseViewerCan",
      "kind": "LinkedField",
      "name": "viewerCan",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "editDetails",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Person",
      "kind": "LinkedField",
      "name": "plaintiff",
      "plural": false,
      "selections": [
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
          "name": "birthdate",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateOfLoss",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "stateOfIncident",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "type",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "status",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "statusLabel",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUpdatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "appearanceDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lawsuitFiledDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "dateExpectedToReceiveCheck",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "lawFirm",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "Organization",
      "kind": "LinkedField",
      "name": "lienholders",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        (v1/*:: as any*/)
      ],
      "storageKey": null
    }
  ],
  "type": "Case",
  "abstractKey": null
};
})();

(node as any).hash = "996f09e490a0ff6ad72d2b9f1da77268";

export default node;
