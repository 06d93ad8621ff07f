import { servicesContext } from "#server/context.ts";
import { apiOrderReplyBodySchema } from "#core/schemas/fulfilment.ts";
import { apiEndpoint, requireApiUser } from "#app/edge/api.server.ts";
import { addOrderMessage } from "#server/services/fulfilment.ts";

/**
 * POST /api/order/message {sn, body, fileId?} → {sn, id}: the owner's answer in their order's
 * conversation (to a hold, say), with a file of their library if `fileId` names one (a new file is
 * uploaded first with POST /api/files/upload). Another account's order is 404.
 */
const endpoint = apiEndpoint({
  body: apiOrderReplyBodySchema,
  async handle({ body, context }) {
    const user = requireApiUser(context);
    const { db, now } = context.get(servicesContext);
    const { id } = await addOrderMessage(db, {
      sn: body.sn,
      body: body.body,
      author: "customer",
      userId: user.id,
      fileId: body.fileId ?? null,
      now: now(),
    });
    return { data: { sn: body.sn, id } };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
