/**
 * DNS-rebinding defence. A web page can make a browser send requests to 127.0.0.1 under its own
 * host name; such requests carry that name in `Host`. The service answers only Host names that
 * are the address it is bound to or `localhost` (403 forbidden otherwise), and refuses requests
 * whose `Origin` names any other host, so a page cannot drive it with the signed-in app's cookie.
 */
import { networkInterfaces } from 'node:os';

export function allowedHostNames(boundHost: string, extra: readonly string[] = []): Set<string> {
  const names = new Set<string>(['localhost', normalise(boundHost), ...extra.map(normalise)]);
  if (boundHost === '0.0.0.0' || boundHost === '::' || boundHost === '') {
    // Bound to every interface: any of this machine's own addresses names it.
    for (const list of Object.values(networkInterfaces())) {
      for (const info of list ?? []) names.add(normalise(info.address));
    }
  }
  if (names.has('127.0.0.1') || names.has('::1')) {
    names.add('127.0.0.1');
    names.add('::1');
  }
  return names;
}

/** The host name of a `Host` header value (`name`, `name:port`, `[v6]:port`), lower case. */
export function hostName(header: string): string {
  const value = header.trim().toLowerCase();
  if (value.startsWith('[')) {
    const end = value.indexOf(']');
    return end < 0 ? value : value.slice(1, end);
  }
  const colon = value.indexOf(':');
  return colon < 0 ? value : value.slice(0, colon);
}

/**
 * Whether an `Origin` header names this service itself: scheme `http`, an allowed host name and
 * the bound port. The port matters: a page served by another program on localhost is another
 * origin, and with the session cookie it could otherwise cancel runs or create keys.
 */
export function isOwnOrigin(origin: string, allowedHosts: ReadonlySet<string>, port: number): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    // `null` and other opaque origins name no one.
    return false;
  }
  if (url.protocol !== 'http:' || url.username !== '' || url.password !== '') return false;
  const originPort = url.port === '' ? 80 : Number(url.port);
  return allowedHosts.has(hostName(url.host)) && originPort === port;
}

function normalise(host: string): string {
  const value = host.trim().toLowerCase();
  return value.startsWith('[') && value.endsWith(']') ? value.slice(1, -1) : value;
}
