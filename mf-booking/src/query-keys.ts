import { remoteKeys } from "platform/data/keys";

/** Every query key of mf-booking's own reads sits under its name in the cache all remotes share (platform/data/keys). */
export const keys = remoteKeys("mf-booking");
