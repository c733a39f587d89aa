import { useMemo } from "react";
import { createAccountsApi } from "shared/clients/accounts";
import { usePlatform } from "shared/remote/platform-context";

/** The one place the screens reach the platform contract; everything else imports from here. */
export { PlatformContext } from "shared/remote/platform-context";
export { usePlatform };

export function useAccounts() {
  const { api } = usePlatform();
  return useMemo(() => createAccountsApi(api), [api]);
}
