import { useClubs } from "platform/data/shared-reads";
import type { DropdownOption } from "ui-kit/dropdown";

/**
 * The clubs the all-staff filter offers: those the user owns, or every club for an administrator, as `GET /clubs`
 * lists them (one call, whatever the number of clubs): the platform's shared read of the account's clubs, seen as
 * dropdown options.
 */
export function useOwnClubs(enabled: boolean) {
  return useClubs(
    {},
    {
      enabled,
      select: ({ list }): DropdownOption[] =>
        list
          .filter((club) => club.userRole === "owner" || club.userRole === "admin")
          .map((club) => ({ value: club.clubId, text: club.clubName })),
    },
  );
}
