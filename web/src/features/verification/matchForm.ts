// The values of the Verified Match form (spec 002 §5).
export interface VerifiedMatchValues {
  id: string | null;
  name: string;
  type: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zipCode: string;
  phoneNumber: string;
  email: string;
  website: string;
  verificationWebsite: string;
}

export const EMPTY_MATCH: VerifiedMatchValues = {
  id: null,
  name: '',
  type: 'MEDICAL_PRACTICE',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zipCode: '',
  phoneNumber: '',
  email: '',
  website: '',
  verificationWebsite: '',
};
