import type { AppContext } from "../../context";
import { downloadHeaders } from "../../lib/uploads";
import { requireAdmin, requireSession } from "../../middleware/auth";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { changeMemo, changeStatus, getClient, listClients, readCertificate } from "./service";

export function clientsRouter(ctx: AppContext) {
  const router = newRouter();
  for (const path of ["/clients", "/clients/*"]) router.use(path, requireSession(ctx), requireAdmin());
  return router
    .openapi(routes.listClients, async (c) =>
      c.json({ result: await listClients(ctx, c.req.valid("query")) }, 200),
    )
    .openapi(routes.getClient, async (c) =>
      c.json({ result: await getClient(ctx, c.req.valid("param").clientId) }, 200),
    )
    .openapi(routes.updateStatus, async (c) => {
      const { status, description } = c.req.valid("json");
      return c.json(
        { result: await changeStatus(ctx, c.req.valid("param").clientId, status, description) },
        200,
      );
    })
    .openapi(routes.updateMemo, async (c) =>
      c.json({ result: await changeMemo(ctx, c.req.valid("param").clientId, c.req.valid("json").memo) }, 200),
    )
    .openapi(routes.getCertificate, async (c) => {
      const file = await readCertificate(ctx, c.req.valid("param").clientId);
      // Served as a download, never rendered inline: the file comes from an unauthenticated sign-up.
      return c.body(file.data, 200, downloadHeaders(file));
    });
}
