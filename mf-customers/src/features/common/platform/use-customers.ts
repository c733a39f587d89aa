export { useCan } from "platform/remote/use-club-access";
