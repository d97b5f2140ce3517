// A tiny method + path matcher. Patterns are literal segments and `:name` placeholders; there
// are few enough routes that a linear scan is the clearest thing that works.

export interface RouteMatch<H> {
  handler: H;
  pattern: string;
  params: Record<string, string>;
}

interface RouteEntry<H> {
  method: string;
  pattern: string;
  segments: string[];
  handler: H;
}

/** A path segment whose percent-encoding does not decode (`%ZZ`): the caller answers 400. */
export class MalformedPathError extends Error {}

export class Router<H> {
  private readonly routes: RouteEntry<H>[] = [];

  add(method: string, pattern: string, handler: H): this {
    this.routes.push({ method: method.toUpperCase(), pattern, segments: split(pattern), handler });
    return this;
  }

  match(method: string, path: string): RouteMatch<H> | undefined {
    const segments = split(path);
    for (const route of this.routes) {
      if (route.method !== method.toUpperCase()) continue;
      const params = matchSegments(route.segments, segments);
      if (params) return { handler: route.handler, pattern: route.pattern, params };
    }
    return undefined;
  }

  /** The methods some route answers on this path (for 405 and its Allow header), in the order added. */
  methodsFor(path: string): string[] {
    const segments = split(path);
    const methods = this.routes.filter((route) => matchSegments(route.segments, segments)).map((route) => route.method);
    return [...new Set(methods)];
  }
}

function split(path: string): string[] {
  return path.split('/').filter((segment) => segment !== '');
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | undefined {
  if (pattern.length !== actual.length) return undefined;
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const expected = pattern[i] as string;
    const segment = actual[i] as string;
    if (expected.startsWith(':')) {
      params[expected.slice(1)] = decodeSegment(segment);
    } else if (expected !== segment) {
      return undefined;
    }
  }
  return params;
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    throw new MalformedPathError(`path segment is not valid percent-encoding`);
  }
}
