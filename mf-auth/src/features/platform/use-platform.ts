import { createAccountsApi } from "platform/clients/accounts";
import { usePlatform } from "platform/remote/platform-context";
import { useMemo } from "react";

/** The one place the screens reach the platform contract; everything else imports from here. */
export { PlatformContext } from "platform/remote/platform-context";
export { usePlatform };

export function useAccounts() {
  const { api } = usePlatform();
  return useMemo(() => createAccountsApi(api), [api]);
}
