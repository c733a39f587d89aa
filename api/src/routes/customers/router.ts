import type { AppContext } from "../../context";
import { attachmentHeaders } from "../../lib/attachment";
import { clubOf, guardedBy } from "../../middleware/club-access";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { createCustomer, deleteCustomer, getCustomer, listCustomers, updateCustomer } from "./service";
import { exportCustomers, importCustomers } from "./transfer";

export function customersRouter(ctx: AppContext) {
  const router = newRouter();
  const guarded = guardedBy(ctx);
  return (
    router
      .openapi(guarded(routes.listCustomers), async (c) =>
        c.json({ result: await listCustomers(ctx, clubOf(c), c.req.valid("query")) }, 200),
      )
      // Before `{customerId}`, which "export.csv" and "import" would otherwise match.
      .openapi(guarded(routes.exportCustomers), async (c) => {
        const csv = await exportCustomers(ctx, clubOf(c), c.req.valid("query"));
        return c.body(csv, 200, attachmentHeaders("customers.csv", "text/csv; charset=utf-8"));
      })
      .openapi(guarded(routes.importCustomers), async (c) =>
        c.json(
          {
            result: await importCustomers(
              ctx,
              c.var.auth,
              clubOf(c),
              c.req.valid("form").file,
              c.req.valid("query").dryRun,
              c.var.language,
            ),
          },
          200,
        ),
      )
      .openapi(guarded(routes.createCustomer), async (c) =>
        c.json({ result: await createCustomer(ctx, c.var.auth, clubOf(c), c.req.valid("json")) }, 201),
      )
      .openapi(guarded(routes.getCustomer), async (c) =>
        c.json({ result: await getCustomer(ctx, clubOf(c), c.req.valid("param").customerId) }, 200),
      )
      .openapi(guarded(routes.updateCustomer), async (c) => {
        const { customerId } = c.req.valid("param");
        return c.json(
          { result: await updateCustomer(ctx, c.var.auth, clubOf(c), customerId, c.req.valid("json")) },
          200,
        );
      })
      .openapi(guarded(routes.deleteCustomer), async (c) =>
        c.json(
          { result: await deleteCustomer(ctx, c.var.auth, clubOf(c), c.req.valid("param").customerId) },
          200,
        ),
      )
  );
}
