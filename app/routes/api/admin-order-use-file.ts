import { servicesContext } from "#server/context.ts";
import { apiUseFileBodySchema } from "#core/schemas/fulfilment.ts";
import { operatorEndpoint } from "#app/edge/fulfilment-api.server.ts";
import { operatorContext } from "#app/edge/fulfilment.server.ts";
import { printMessageFile } from "#server/commands/fulfilment.ts";

/**
 * POST /api/admin/order/use-file {sn, messageId, designId, area, layerId} → {sn, designId, fileId}:
 * the file the customer sent with message `messageId` is printed in place of that image layer;
 * the print files and proofs are made again.
 */
const endpoint = operatorEndpoint({
  body: apiUseFileBodySchema,
  async handle({ body, url, context, operator }) {
    const { designId, fileId } = await printMessageFile(context.get(servicesContext), {
      ...operatorContext(context, operator, url.origin),
      sn: body.sn,
      messageId: body.messageId,
      designId: body.designId,
      area: body.area,
      layerId: body.layerId,
    });
    return { sn: body.sn, designId, fileId };
  },
});

export const loader = endpoint.loader;
export const action = endpoint.action;
