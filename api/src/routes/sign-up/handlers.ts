import { message } from "../../lib/language";
import { clientAddress } from "../../middleware/client-address";
import type { AppRouteHandler } from "../../router";
import type * as routes from "./routes";
import * as service from "./service";

export const signUpBusiness: AppRouteHandler<typeof routes.signUpBusiness> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  return c.json(
    { result: await service.signUpBusiness(ctx, c.req.valid("form"), address, c.var.language) },
    201,
  );
};

export const signUpEmployee: AppRouteHandler<typeof routes.signUpEmployee> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  return c.json(
    { result: await service.signUpEmployee(ctx, c.req.valid("json"), address, c.var.language) },
    201,
  );
};

export const verifyEmail: AppRouteHandler<typeof routes.verifyEmail> = async (c) =>
  c.json({ result: await service.verifyEmail(c.var.ctx, c.req.valid("json").token) }, 200);

export const resend: AppRouteHandler<typeof routes.resend> = async (c) => {
  const { ctx } = c.var;
  const address = clientAddress(c, ctx.trustProxy);
  await service.resendVerification(ctx, c.req.valid("json").email, address, c.var.language);
  return c.json({ result: { message: message("email_resent", c.var.language) } }, 200);
};
