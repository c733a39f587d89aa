import { useEffect, useState } from "react";
import { useAccounts } from "./use-accounts";
import { useSessionValue } from "./use-session-value";

export type FullName =
  | { state: "none" }
  | { state: "loading" }
  | { state: "ok"; name: string }
  | { state: "error" };

/** The signed-in user's full name from `GET /users` (spec "Side menu": the club card). */
export function useFullName(): FullName {
  const accounts = useAccounts();
  const signToken = useSessionValue("signToken");
  const [fullName, setFullName] = useState<FullName>({ state: "none" });
  useEffect(() => {
    if (!signToken) {
      setFullName({ state: "none" });
      return;
    }
    let current = true;
    setFullName({ state: "loading" });
    accounts
      .getUser()
      .then((user) => {
        const { firstName, lastName } = user.userName;
        if (current) setFullName({ state: "ok", name: `${firstName} ${lastName}`.trim() });
      })
      .catch((error: unknown) => {
        console.error("Users lookup failed", error);
        if (current) setFullName({ state: "error" });
      });
    return () => {
      current = false;
    };
  }, [signToken, accounts]);
  return fullName;
}
