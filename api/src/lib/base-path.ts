/** Where the API is mounted; URLs the API hands out (club pictures) start with it too. */
export const basePath = "/api/v1.0";
