import type { AxiosInstance } from "axios";
// Types only, as in every domain's client: the schemas stay in the chunks that validate.
import type { Club, ClubCreated, ClubInput, ClubList, ClubName } from "contracts/domains/clubs/schemas";
import { NO_FORBIDDEN_HANDLER } from "../http/client";
import { apiDelete, apiGet, apiPost, apiPut } from "../http/request";

/** Typed calls for golf clubs (docs/api.md "Clubs"). */
export function createClubsApi(api: AxiosInstance) {
  const one = (clubId: string) => `/api/v1.0/clubs/${encodeURIComponent(clubId)}`;
  return {
    /** The clubs the caller may open: their own, their employer's, or every club for an administrator. */
    list: () => apiGet<ClubList>(api, "/api/v1.0/clubs"),
    create: (club: ClubInput) => apiPost<ClubCreated>(api, "/api/v1.0/clubs", club),
    get: (clubId: string) => apiGet<Club>(api, one(clubId)),
    update: (clubId: string, club: ClubInput) => apiPut<Club>(api, one(clubId), club),
    /** multipart: PNG, JPEG or WebP of at most 2 MB, checked by content on the server. */
    uploadImage: (clubId: string, image: File) => {
      const form = new FormData();
      form.append("image", image, image.name);
      return apiPut<Club>(api, `${one(clubId)}/image`, form);
    },
    removeImage: (clubId: string) => apiDelete<Club>(api, `${one(clubId)}/image`),
    /**
     * spec §7: the selected club's name for the chrome. A failure only leaves the name empty (spec §8), so it never
     * raises the shared forbidden dialog over whatever page the user is on.
     */
    name: (clubId: string) =>
      apiGet<ClubName>(api, "/api/v1.0/club", { clubId }, { headers: { [NO_FORBIDDEN_HANDLER]: "true" } }),
  };
}

export type ClubsApi = ReturnType<typeof createClubsApi>;
