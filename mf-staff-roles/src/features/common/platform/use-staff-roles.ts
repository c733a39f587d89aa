export { useCan } from "platform/remote/use-club-access";

/** An id from the address (`?id=`, `?club=`) when it is one, so a reload or a shared link keeps the item. */
export function useIdParam(search: string, name = "id") {
  const id = new URLSearchParams(search).get(name);
  return id && /^[0-9a-fA-F]{24}$/.test(id) ? id : null;
}
