import { useMemo } from "react";
import { createStaffRolesApi } from "shared/clients/staff-roles";
import { usePlatform } from "shared/remote/platform-context";

export { useCan } from "shared/remote/use-club-access";
export { usePlatform };

export function useStaffRolesApi() {
  const { api } = usePlatform();
  return useMemo(() => createStaffRolesApi(api), [api]);
}
