/** Which menu entries the current user may see (spec §4 "Access flags"). */
export interface AccessMap {
  home: boolean;
  clubInformation: boolean;
  schedule: boolean;
  staffList: boolean;
  roleSetting: boolean;
  reservation: boolean;
  membership: boolean;
  roleManagement: boolean;
  profile: boolean;
  /**
   * Not one of spec §4's flags: the "All staff" entry (`/staff-all`), for business owners and administrators
   * whatever the page or the selected club, since the list covers all their clubs.
   */
  allStaff: boolean;
}
