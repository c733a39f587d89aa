import { useMemo } from "react";
import { createMembershipApi } from "shared/clients/membership";
import { usePlatform } from "shared/remote/platform-context";

export { useCan } from "shared/remote/use-club-access";
export { usePlatform };

export function useMembershipApi() {
  const { api } = usePlatform();
  return useMemo(() => createMembershipApi(api), [api]);
}

export function useClubId() {
  return usePlatform().session.get("clubId") ?? "";
}

/** The id an edit or profile screen works on, from its address (`?id=`), so a reload keeps it. */
export function useIdParam(search: string) {
  const id = new URLSearchParams(search).get("id");
  return id && /^[0-9a-fA-F]{24}$/.test(id) ? id : null;
}
