import { useFullNameQuery } from "./api/get-user";
import { useSessionValue } from "./use-session-value";

/**
 * The signed-in user's full name (spec "Side menu": the club card): nothing while nobody is signed in, else the read
 * of `GET /users` (loading, failed or the name).
 */
export function useFullName() {
  const signedIn = Boolean(useSessionValue("signToken"));
  const name = useFullNameQuery(signedIn);
  return signedIn ? name : null;
}
