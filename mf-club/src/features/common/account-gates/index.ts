export { HomeErrorScreen } from "./home-error-screen";
export { ACCOUNT_GATES_NAMESPACE, type AccountGatesResources, accountGatesResources } from "./resources";
