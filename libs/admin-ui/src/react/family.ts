/**
 * @grove/admin-ui/family — the family's side of the admin area (issue 20, point 8): the list of admin
 * reads of their account for Settings. An entry of its own, so a family's settings never load the
 * admin screens or their endpoints.
 */
export { ADMIN_ACCESS_EMPTY, ADMIN_ACCESS_FAILED, AdminAccessList, adminAccessSentence, type AdminAccessListProps } from './AdminAccessList';
export { familyAdminAccessApi, useFamilyAdminAccessQuery, type FamilyAdminAccessArgs } from './familyAdminAccessApi';
