import { BlockList, isIP } from "node:net";
import { settings } from "~/config.server";

/**
 * Where the server sends pushes. A subscription's endpoint is an address a
 * browser hands over and anyone can forge, and the server posts to it: an
 * open list would let a page make the server post into its own network (SSRF).
 * So an endpoint is taken only on the push services the browsers use, over
 * https on the standard port, without credentials; and when a push is sent,
 * the address the name resolves to must be a public one (a name that points
 * at a private address, or is made to later, is refused at connect time).
 * PUSH_TEST_ORIGIN names one further service, at any address, plain http
 * allowed: the tests' own push service.
 */

/** The browsers' push services, by the host names their endpoints use (the name itself or any name under it). */
export const knownPushServices = [
  // Chrome, Edge on Android, Samsung Internet, Opera and the other Chromium browsers.
  "fcm.googleapis.com",
  // Firefox.
  "push.services.mozilla.com",
  // Safari on macOS and iOS.
  "push.apple.com",
  // Edge on Windows.
  "notify.windows.com",
] as const;

/** The longest endpoint taken: the services' are 150–600 characters. */
export const MAX_ENDPOINT_LENGTH = 2048;

const onKnownService = (host: string) => knownPushServices.some((service) => host === service || host.endsWith(`.${service}`));

/** The endpoint as a URL when the server may send to it, else null; `testOrigin` is the tests' own push service, if any. */
export function endpointOnPushService(endpoint: string, testOrigin: string | undefined): URL | null {
  if (endpoint.length > MAX_ENDPOINT_LENGTH || !URL.canParse(endpoint)) return null;
  const url = new URL(endpoint);
  if (url.username || url.password || url.hash) return null;
  if (testOrigin !== undefined && url.origin === testOrigin) return url;
  if (url.protocol !== "https:" || url.port !== "" || isIP(url.hostname.replace(/^\[|\]$/g, "")) !== 0) return null;
  return onKnownService(url.hostname) ? url : null;
}

/** The endpoint as a URL when this server may send to it (PUSH_TEST_ORIGIN taken as well), else null. */
export function acceptedEndpoint(endpoint: string): URL | null {
  return endpointOnPushService(endpoint, settings().PUSH_TEST_ORIGIN);
}

/** Whether pushes to this endpoint go to the tests' service, which may be at a local address. */
export function onTestService(url: URL) {
  return url.origin === settings().PUSH_TEST_ORIGIN;
}

/**
 * Addresses no push service has: this machine, private and shared networks,
 * link-local, documentation, benchmarking, multicast and reserved ranges
 * (RFC 6890). IPv4 inside IPv6 (mapped, NAT64) is judged as the IPv4 it carries.
 */
const notPublic = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["100::", 64],
  ["2001:db8::", 32],
  ["2002::", 16],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  notPublic.addSubnet(network, prefix, "ipv6");
}

/** The IPv4 address an IPv6 one carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), or null. */
function carriedIPv4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1]!;
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (!hex) return null;
  const high = Number.parseInt(hex[1]!, 16);
  const low = Number.parseInt(hex[2]!, 16);
  return [high >> 8, high & 255, low >> 8, low & 255].join(".");
}

/** Whether a resolved address is one a push service may have. */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const carried = carriedIPv4(address);
    if (carried) return isPublicAddress(carried);
    if (address.toLowerCase().startsWith("::ffff:") || address.toLowerCase().startsWith("64:ff9b::")) return false;
    return !notPublic.check(address, "ipv6");
  }
  return !notPublic.check(address, "ipv4");
}
