import type { AxiosInstance } from "axios";
import { usePlatform } from "../remote/platform-context";

const made = new WeakMap<AxiosInstance, Map<unknown, unknown>>();

/**
 * A domain's typed client over the platform's HTTP client, made once per platform: `useClient(createMembershipApi)`.
 */
export function useClient<Client>(create: (api: AxiosInstance) => Client): Client {
  const { api } = usePlatform();
  let clients = made.get(api);
  if (!clients) {
    clients = new Map();
    made.set(api, clients);
  }
  if (!clients.has(create)) clients.set(create, create(api));
  return clients.get(create) as Client;
}
