import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type {
  Club,
  ClubCreated,
  ClubInput,
  ClubList,
  ClubListQuery,
  ClubName,
} from "contracts/domains/clubs/schemas";
import * as clubs from "contracts/endpoints/clubs";
import { NO_FORBIDDEN_HANDLER } from "../http/client";
import { apiCall, to } from "../http/request";

/** Typed calls for golf clubs (docs/api.md "Clubs"). */
export function createClubsApi(api: AxiosInstance) {
  return {
    /**
     * The clubs the caller may open: their own, their employer's, or every club for an administrator (the first
     * hundred, `more` when there are others; `q` narrows by name).
     */
    list: (query: ClubListQuery = {}) => apiCall<ClubList>(api, to(clubs.listClubs), query),
    create: (club: ClubInput) => apiCall<ClubCreated>(api, to(clubs.createClub), club),
    get: (clubId: string) => apiCall<Club>(api, to(clubs.getClub, { clubId })),
    update: (clubId: string, club: ClubInput) => apiCall<Club>(api, to(clubs.updateClub, { clubId }), club),
    /** multipart: PNG, JPEG or WebP of at most 2 MB, checked by content on the server. */
    uploadImage: (clubId: string, image: File) => {
      const form = new FormData();
      form.append("image", image, image.name);
      return apiCall<Club>(api, to(clubs.uploadClubImage, { clubId }), form);
    },
    removeImage: (clubId: string) => apiCall<Club>(api, to(clubs.removeClubImage, { clubId })),
    /**
     * spec §7: the selected club's name for the chrome. A failure only leaves the name empty (spec §8), so it never
     * raises the shared forbidden dialog over whatever page the user is on.
     */
    name: (clubId: string) =>
      apiCall<ClubName>(
        api,
        to(clubs.getClubName),
        { clubId },
        { headers: { [NO_FORBIDDEN_HANDLER]: "true" } },
      ),
  };
}

export type ClubsApi = ReturnType<typeof createClubsApi>;
