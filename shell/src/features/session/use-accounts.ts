import { createAccountsApi } from "platform/clients/accounts";
import { useMemo } from "react";
import { useShell } from "../../app/shell-context";

/** The typed accounts client over the shell's API instance (token, language, 401/403 handling). */
export function useAccounts() {
  const { api } = useShell().platform;
  return useMemo(() => createAccountsApi(api), [api]);
}
