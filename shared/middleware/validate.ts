import { type ApiMiddleware, header } from '../http/context';
import { parseJsonBody, parseWith } from '../http/validation';

/** zod validation of body, query and path parameters against the route's schemas (422 validation_failed). */
export function validateMiddleware(): ApiMiddleware {
  return {
    before: async (request) => {
      const state = request.context.app;
      const { request: schemas } = state.route;
      if (schemas.params) state.params = parseWith(schemas.params, request.event.pathParameters ?? {}, 'path');
      if (schemas.query) state.query = parseWith(schemas.query, request.event.queryStringParameters ?? {}, 'query');
      if (schemas.body) {
        const json = parseJsonBody(state.rawBody, header(request.event, 'content-type'));
        state.body = parseWith(schemas.body, json, 'body');
      }
    },
  };
}
