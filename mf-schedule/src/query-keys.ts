import { remoteKeys } from "platform/data/keys";

/** Every query key of mf-schedule's own reads sits under its name in the cache all remotes share (platform/data/keys). */
export const keys = remoteKeys("mf-schedule");
