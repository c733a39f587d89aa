import { useEffect, useState } from "react";
import { useShell } from "../../app/shell-context";
import { useSessionValue } from "./use-session-value";

interface UsersAnswer {
  result: { userName: { firstName: string; lastName: string } };
}

export type FullName =
  | { state: "none" }
  | { state: "loading" }
  | { state: "ok"; name: string }
  | { state: "error" };

/** The signed-in user's full name from `GET /users` (spec "Side menu": the club card). */
export function useFullName(): FullName {
  const { api } = useShell().platform;
  const signToken = useSessionValue("signToken");
  const [fullName, setFullName] = useState<FullName>({ state: "none" });
  useEffect(() => {
    if (!signToken) {
      setFullName({ state: "none" });
      return;
    }
    let current = true;
    setFullName({ state: "loading" });
    api
      .get<UsersAnswer>("/api/v1.0/users")
      .then(({ data }) => {
        const { firstName, lastName } = data.result.userName;
        if (current) setFullName({ state: "ok", name: `${firstName} ${lastName}`.trim() });
      })
      .catch((error: unknown) => {
        console.error("Users lookup failed", error);
        if (current) setFullName({ state: "error" });
      });
    return () => {
      current = false;
    };
  }, [signToken, api]);
  return fullName;
}
