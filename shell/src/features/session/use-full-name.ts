import { useUser } from "platform/data/shared-reads";
import { useSessionValue } from "./use-session-value";

/**
 * The signed-in user's full name (spec "Side menu": the club card): nothing while nobody is signed in, else the read
 * of `GET /users` (loading, failed or the name).
 */
export function useFullName() {
  const signedIn = Boolean(useSessionValue("signToken"));
  const name = useUser({
    select: (user) => `${user.userName.firstName} ${user.userName.lastName}`.trim(),
    enabled: signedIn,
  });
  return signedIn ? name : null;
}
