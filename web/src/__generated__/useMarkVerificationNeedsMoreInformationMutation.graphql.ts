/**
 * @generated SignedSource<<ddf3b16849328e859ad2d99c798e3507>>
 * @relayHash eb077404c3d9e7c5a8ccac11e90986a1
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID e726d72f1449a1a4b036c509bb3ad32d627ecfe81aabd9bac8c1b944c2211e69

import type { ConcreteRequest } from 'relay-runtime';
export type StaffVerificationStatus = "COULD_NOT_VERIFY" | "NEEDS_MORE_INFORMATION" | "NEW" | "VERIFIED" | "%future added value";
export type MarkVerificationNeedsMoreInformationInput = {
  id: string;
  note: string;
};
export type useMarkVerificationNeedsMoreInformationMutation$variables = {
  input: MarkVerificationNeedsMoreInformationInput;
};
export type useMarkVerificationNeedsMoreInformationMutation$data = {
  readonly markVerificationNeedsMoreInformation: {
    readonly contact: {
      readonly dismissedVerificationNote: string;
      readonly id: string;
      readonly status: StaffVerificationStatus;
    } | null | undefined;
    readonly organization: {
      readonly dismissedVerificationNote: string;
      readonly id: string;
      readonly status: StaffVerificationStatus;
    } | null | undefined;
    readonly userErrors: ReadonlyArray<{
      readonly code: string;
      readonly field: string | null | undefined;
      readonly message: string;
    }>;
  };
};
export type useMarkVerificationNeedsMoreInformationMutation = {
  response: useMarkVerificationNeedsMoreInformationMutation$data;
  variables: useMarkVerificationNeedsMoreInformationMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
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
    "name": "status",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "dismissedVerificationNote",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": "MarkVerificationNeedsMoreInformationPayload",
    "kind": "LinkedField",
    "name": "markVerificationNeedsMoreInformation",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "VerificationContact",
        "kind": "LinkedField",
        "name": "contact",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "StaffLegalOrganization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": (v1/*:: as any*/),
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "UserError",
        "kind": "LinkedField",
        "name": "userErrors",
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
            "name": "message",
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "code",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useMarkVerificationNeedsMoreInformationMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useMarkVerificationNeedsMoreInformationMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "e726d72f1449a1a4b036c509bb3ad32d627ecfe81aabd9bac8c1b944c2211e69",
    "metadata": {},
    "name": "useMarkVerificationNeedsMoreInformationMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "8e49153c0cba074b815f3c268c5522ec";

export default node;
