// The answers the server gives on a route before (or whatever) the route's own code does, added
// to every route's declared responses in one place so no route can forget them: the error
// handler's 500 on any route, and on any method that reads a body Fastify's content-type parser's
// 400 (broken JSON, even where the route takes no body), 413 (body over the limit) and 415 (a
// content type with no parser). The route-schema test sends exactly those requests and checks the
// answers are listed; what a route's own options cause (401/403 from its guard, 429 from its rate
// limit, 400/404 from its schemas) each route declares itself, and that test checks those too.
import type { FastifyInstance, RouteOptions } from 'fastify';
import { errorBody } from '../../contracts/errors.js';

/** Methods whose body Fastify parses (GET and HEAD bodies are never read). */
export const BODY_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;

/** The statuses the framework itself answers on a route of this method. */
export function frameworkStatuses(method: string): number[] {
  return (BODY_METHODS as readonly string[]).includes(method) ? [400, 413, 415, 500] : [500];
}

export function declareFrameworkAnswers(app: FastifyInstance): void {
  app.addHook('onRoute', (route: RouteOptions) => {
    const response = route.schema?.response as Record<string, unknown> | undefined;
    // routes without declared answers (static files, the reference page) are not in the document
    if (!response) return;
    const added = [route.method]
      .flat()
      .flatMap(frameworkStatuses)
      .map((status) => [status, errorBody]);
    // a copy: routes may share one response object, and a GET must not gain a POST's answers
    route.schema = { ...route.schema, response: { ...Object.fromEntries(added), ...response } };
  });
}
