// Which side of the registry an organisation is on. By default only LAW_FIRM is a law firm (referral firms are
// lienholders); the setting referralLawFirmIsLawFirm
// (env REFERRAL_LAW_FIRM_IS_LAW_FIRM=true) also makes referral firms law firms.

export type OrganizationKind = 'LAW_FIRM' | 'LIENHOLDER';
export type RolePrefix = 'escrow-agent' | 'lienholder';

export function lawFirmTypes(referralLawFirmIsLawFirm: boolean): string[] {
  return referralLawFirmIsLawFirm ? ['LAW_FIRM', 'REFERRAL_LAW_FIRM'] : ['LAW_FIRM'];
}

export function organizationKind(type: string, referralLawFirmIsLawFirm: boolean): OrganizationKind {
  return lawFirmTypes(referralLawFirmIsLawFirm).includes(type) ? 'LAW_FIRM' : 'LIENHOLDER';
}

export const roleOfKind = (kind: OrganizationKind): RolePrefix => (kind === 'LAW_FIRM' ? 'escrow-agent' : 'lienholder');

export function kindOfRole(role: string): OrganizationKind | null {
  if (role === 'escrow-agent') return 'LAW_FIRM';
  if (role === 'lienholder') return 'LIENHOLDER';
  return null;
}
