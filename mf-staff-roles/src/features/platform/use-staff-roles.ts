import { createStaffRolesApi } from "platform/clients/staff-roles";
import { usePlatform } from "platform/remote/platform-context";
import { useMemo } from "react";

export { useCan } from "platform/remote/use-club-access";
export { usePlatform };

export function useStaffRolesApi() {
  const { api } = usePlatform();
  return useMemo(() => createStaffRolesApi(api), [api]);
}
