import { createMembershipApi } from "platform/clients/membership";
import { usePlatform } from "platform/remote/platform-context";
import { useMemo } from "react";

export { useCan } from "platform/remote/use-club-access";
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
