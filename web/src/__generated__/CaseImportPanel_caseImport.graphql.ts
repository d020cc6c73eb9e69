/**
 * @generated SignedSource<<c904b6f83dbb1f9d80d31593065ca2e9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import type { ReaderFragment } from 'relay-runtime';
export type CaseUploadStatus = "FAILED" | "IMPORTED" | "IMPORTING" | "IMPORT_FAILED" | "PARSED" | "PARSE_FAILED" | "PARSING" | "RECEIVED" | "%future added value";
import type { FragmentRefs } from "relay-runtime";
export type CaseImportPanel_caseImport$data = {
  readonly canImport: boolean;
  readonly canParse: boolean;
  readonly caseUpload: {
    readonly columns: ReadonlyArray<string>;
    readonly companyName: string;
    readonly fileFormat: string | null | undefined;
    readonly fileName: string;
    readonly formulaCellCount: number;
    readonly fullName: string;
    readonly id: string;
    readonly importError: string | null | undefined;
    readonly importOrganizationName: string | null | undefined;
    readonly importedCaseCount: number | null | undefined;
    readonly internalID: string;
    readonly parseError: string | null | undefined;
    readonly rowCount: number | null | undefined;
    readonly skippedRowCount: number | null | undefined;
    readonly status: CaseUploadStatus;
  };
  readonly fields: ReadonlyArray<{
    readonly key: string;
    readonly label: string;
    readonly required: boolean;
  }>;
  readonly id: string;
  readonly mapping: ReadonlyArray<{
    readonly column: number;
    readonly field: string;
  }>;
  readonly mappingGuessed: boolean;
  readonly organizationId: string | null | undefined;
  readonly preview: ReadonlyArray<{
    readonly cells: ReadonlyArray<string>;
    readonly errors: ReadonlyArray<string>;
    readonly rowNumber: number;
  }>;
  readonly " $fragmentType": "CaseImportPanel_caseImport";
};
export type CaseImportPanel_caseImport$key = {
  readonly " $data"?: CaseImportPanel_caseImport$data;
  readonly " $fragmentSpreads": FragmentRefs<"CaseImportPanel_caseImport">;
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
  "name": "CaseImportPanel_caseImport",
  "selections": [
    (v0/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canImport",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "canParse",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "mappingGuessed",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "organizationId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseImportField",
      "kind": "LinkedField",
      "name": "fields",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "key",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "label",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "required",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseImportMapping",
      "kind": "LinkedField",
      "name": "mapping",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "field",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "column",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseImportPreviewRow",
      "kind": "LinkedField",
      "name": "preview",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rowNumber",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "cells",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "errors",
          "storageKey": null
        }
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "CaseUpload",
      "kind": "LinkedField",
      "name": "caseUpload",
      "plural": false,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "internalID",
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
          "name": "fileFormat",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "columns",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "rowCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "formulaCellCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "parseError",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "importOrganizationName",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "importedCaseCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "skippedRowCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "importError",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "CaseImport",
  "abstractKey": null
};
})();

(node as any).hash = "59f4f73d46ff08d0d6fbb3251cd7799f";

export default node;
