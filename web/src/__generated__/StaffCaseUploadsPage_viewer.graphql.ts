/**
 * @generated SignedSource<<64d4b955faf40953facbc116a65c642a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CaseUploadStatus = "FAILED" | "IMPORTED" | "IMPORTING" | "IMPORT_FAILED" | "PARSED" | "PARSE_FAILED" | "PARSING" | "RECEIVED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type StaffCaseUploadsPage_viewer$data = {
  readonly caseUploads: {
    readonly edges: ReadonlyArray<{
      readonly node: {
        readonly companyName: string;
        readonly fileName: string;
        readonly fullName: string;
        readonly id: string;
        readonly receivedAt: any;
        readonly rowCount: number | null | undefined;
        readonly status: CaseUploadStatus;
      };
    }>;
  } | null | undefined;
  readonly " $fragmentType": "StaffCaseUploadsPage_viewer";
};
export type StaffCaseUploadsPage_viewer$key = {
  readonly " $data"?: StaffCaseUploadsPage_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"StaffCaseUploadsPage_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "StaffCaseUploadsPage_viewer",
  "selections": [
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 50
        }
      ],
      "concreteType": "CaseUploadConnection",
      "kind": "LinkedField",
      "name": "caseUploads",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "concreteType": "CaseUploadEdge",
          "kind": "LinkedField",
          "name": "edges",
          "plural": true,
          "selections": [
            {
              "alias": null,
              "args": null,
              "concreteType": "CaseUpload",
              "kind": "LinkedField",
              "name": "node",
              "plural": false,
              "selections": [
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "id",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "fileName",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "companyName",
                  "storageKey": null
                },
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
                  "name": "status",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "receivedAt",
                  "storageKey": null
                },
                {
                  "alias": null,
                  "args": null,
                  "kind": "ScalarField",
                  "name": "rowCount",
                  "storageKey": null
                }
              ],
              "storageKey": null
            }
          ],
          "storageKey": null
        }
      ],
      "storageKey": "caseUploads(first:50)"
    }
  ],
  "type": "Viewer",
  "abstractKey": null
};

(node as any).hash = "3fdebe2bb7f5f390928b40b3849089ac";

export default node;
