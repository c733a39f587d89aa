export { useCan } from "platform/remote/use-club-access";

/** The id an edit or profile screen works on, from its address (`?id=`), so a reload keeps it. */
export function useIdParam(search: string) {
  const id = new URLSearchParams(search).get("id");
  return id && /^[0-9a-fA-F]{24}$/.test(id) ? id : null;
}
