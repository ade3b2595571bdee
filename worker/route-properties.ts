// What each route is, declared as the first handler of the route itself: whether only the channel's owner
// may use it, what the settings history says when it changes something, and the most its request body may
// hold. The owner-only, settings-history and request-body middlewares read these from the route a request
// matches, so a new route cannot miss one: route-properties.test.ts checks that every route declares them.
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { type BodyLimit, standardBody } from './middleware/request-body';

export type RouteProperties = {
  /** What an editor is told only the owner can manage; false: the owner's editors may use it too. */
  ownerOnly: string | false;
  /**
   * What the history says a change was, and what was done when the method's verb says it badly; null:
   * not a settings change; 'in its own words': the route names what it did with describeChange.
   */
  history: { what: string; done?: string } | null | 'in its own words';
  /** The limit its request body is held to (a request without a body costs nothing). */
  body: BodyLimit;
};

const declared = new WeakMap<object, RouteProperties>();

/** A route's declaration: a handler that only passes on, put first on the route. */
function declareRoute(properties: RouteProperties): MiddlewareHandler {
  const declaration: MiddlewareHandler = (_c, next) => next();
  declared.set(declaration, properties);
  return declaration;
}

/** What a route's handler declares, if it is a declaration. */
export function declaredBy(handler: unknown): RouteProperties | undefined {
  return typeof handler === 'function' ? declared.get(handler) : undefined;
}

/**
 * The properties of the route that answers a request: Hono runs the matched routes in order and each
 * route's declaration comes first, so the first declaration matched is the answering route's.
 */
export function routePropertiesOf(c: Context): RouteProperties | undefined {
  for (const route of matchedRoutes(c)) {
    const properties = declaredBy(route.handler);
    if (properties) return properties;
  }
  return undefined;
}

/** Changes no setting: the owner's editors may use it, the history does not list it, bodies up to `body`. */
export function changesNothingWith(body: BodyLimit): MiddlewareHandler {
  return declareRoute({ ownerOnly: false, history: null, body });
}

/** Changes no setting: the owner's editors may use it, the history does not list it, bodies up to 1 MB. */
export const changesNothing = changesNothingWith(standardBody);

/** A settings change the owner's editors may make too, listed in the history as "<what>: <done or verb>". */
export function changes(what: string, more: { done?: string; body?: BodyLimit } = {}): MiddlewareHandler {
  return declareRoute({
    ownerOnly: false,
    history: { what, done: more.done },
    body: more.body ?? standardBody,
  });
}

/** A change the owner's editors may make too, listed in the words the route gives describeChange. */
export const describesItsChange = declareRoute({
  ownerOnly: false,
  history: 'in its own words',
  body: standardBody,
});

/**
 * The owner's alone (`refused`: what an editor is told they cannot manage), listed in the history as
 * `what` when it changes something (null: it changes no setting), bodies up to 1 MB.
 */
export function ownerOnly(refused: string, what: string | null, done?: string): MiddlewareHandler {
  return declareRoute({
    ownerOnly: refused,
    history: what === null ? null : { what, done },
    body: standardBody,
  });
}
