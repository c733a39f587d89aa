import type { AppContext } from "../../context";
import { guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as handlers from "./handlers";
import * as routes from "./routes";

export function customersRouter(ctx: AppContext) {
  const guarded = guardedBy(ctx);
  return (
    newRouter()
      .openapi(guarded(routes.listCustomers), handlers.listCustomers)
      // Before `{customerId}`, which "export.csv" and "import" would otherwise match.
      .openapi(guarded(routes.exportCustomers), handlers.exportCustomers)
      .openapi(guarded(routes.importCustomers), handlers.importCustomers)
      .openapi(guarded(routes.createCustomer), handlers.createCustomer)
      .openapi(guarded(routes.getCustomer), handlers.getCustomer)
      .openapi(guarded(routes.updateCustomer), handlers.updateCustomer)
      .openapi(guarded(routes.deleteCustomer), handlers.deleteCustomer)
  );
}
