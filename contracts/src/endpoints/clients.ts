import { endpoint } from "./endpoint";

export const listClients = endpoint("get", "/clients", "listClients");
export const getClient = endpoint("get", "/clients/{clientId}", "getClient");
export const updateClientStatus = endpoint("patch", "/clients/{clientId}/status", "updateClientStatus");
export const updateClientMemo = endpoint("patch", "/clients/{clientId}/memo", "updateClientMemo");
export const getClientCertificate = endpoint(
  "get",
  "/clients/{clientId}/certificate",
  "getClientCertificate",
);
