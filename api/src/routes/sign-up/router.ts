import type { AppContext } from "../../context";
import { message } from "../../lib/language";
import { clientAddress } from "../../middleware/client-address";
import { newRouter } from "../../router";
import * as routes from "./routes";
import { resendVerification, signUpBusiness, signUpEmployee, verifyEmail } from "./service";

export function signUpRouter(ctx: AppContext) {
  return newRouter()
    .openapi(routes.signUpBusiness, async (c) => {
      const address = clientAddress(c, ctx.trustProxy);
      return c.json({ result: await signUpBusiness(ctx, c.req.valid("form"), address, c.var.language) }, 201);
    })
    .openapi(routes.signUpEmployee, async (c) => {
      const address = clientAddress(c, ctx.trustProxy);
      return c.json({ result: await signUpEmployee(ctx, c.req.valid("json"), address, c.var.language) }, 201);
    })
    .openapi(routes.verifyEmail, async (c) =>
      c.json({ result: await verifyEmail(ctx, c.req.valid("json").token) }, 200),
    )
    .openapi(routes.resend, async (c) => {
      const address = clientAddress(c, ctx.trustProxy);
      await resendVerification(ctx, c.req.valid("json").email, address, c.var.language);
      return c.json({ result: { message: message("email_resent", c.var.language) } }, 200);
    });
}
