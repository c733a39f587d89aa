import { z } from "zod";
import { objectIdField } from "../common/fields";

/** How a club-scoped call names its club when the path does not. */
export const clubIdQuerySchema = z.object({ clubId: objectIdField });

/** Spec §7 `GET /club`: the selected club's name, as the top bar shows it. */
export const clubNameSchema = z.object({ clubname: z.string() }).meta({ id: "ClubName" });
export type ClubName = z.infer<typeof clubNameSchema>;
