import { endpoint } from "./endpoint";

export const listCustomers = endpoint("get", "/clubs/{clubId}/customers", "listCustomers");
export const exportCustomers = endpoint("get", "/clubs/{clubId}/customers/export.csv", "exportCustomers");
export const importCustomers = endpoint("post", "/clubs/{clubId}/customers/import", "importCustomers");
export const createCustomer = endpoint("post", "/clubs/{clubId}/customers", "createCustomer");
export const getCustomer = endpoint("get", "/clubs/{clubId}/customers/{customerId}", "getCustomer");
export const updateCustomer = endpoint("put", "/clubs/{clubId}/customers/{customerId}", "updateCustomer");
export const deleteCustomer = endpoint("delete", "/clubs/{clubId}/customers/{customerId}", "deleteCustomer");
