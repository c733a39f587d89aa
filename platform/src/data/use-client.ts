import type { AxiosInstance } from "axios";
import { usePlatform } from "../remote/platform-context";

const made = new WeakMap<AxiosInstance, Map<unknown, unknown>>();

/** A domain's typed client over an HTTP client, made once per HTTP client (so per platform). */
export function clientOf<Client>(api: AxiosInstance, create: (api: AxiosInstance) => Client): Client {
  let clients = made.get(api);
  if (!clients) {
    clients = new Map();
    made.set(api, clients);
  }
  if (!clients.has(create)) clients.set(create, create(api));
  return clients.get(create) as Client;
}

/**
 * A domain's typed client over the platform's HTTP client, made once per platform: `useClient(createMembershipTiersApi)`.
 */
export function useClient<Client>(create: (api: AxiosInstance) => Client): Client {
  return clientOf(usePlatform().api, create);
}
