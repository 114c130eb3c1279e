import { describe, expect, it } from "vitest";
import { publicOnlyLookup } from "~/notices/push-delivery.server";
import { endpointOnPushService, isPublicAddress } from "~/notices/push-services.server";

/**
 * Where the server sends pushes (app/notices/push-services.server.ts): a
 * subscription's endpoint is anyone's to forge, so only the browsers' push
 * services are taken, over https on the standard port, and a name must
 * resolve to public addresses only when the push is sent (no SSRF into the
 * server's own network).
 */

describe("endpoints the server sends to", () => {
  it.each([
    "https://fcm.googleapis.com/fcm/send/dGVzdA:APA91bH",
    "https://updates.push.services.mozilla.com/wpush/v2/gAAAAAB",
    "https://web.push.apple.com/QGx3",
    "https://wns2-par02p.notify.windows.com/w/?token=BQYAAAD",
  ])("takes a browser's push service: %s", (endpoint) => {
    expect(endpointOnPushService(endpoint, undefined)?.href).toBe(endpoint);
  });

  it.each([
    ["plain http", "http://fcm.googleapis.com/fcm/send/x"],
    ["another port", "https://fcm.googleapis.com:8443/fcm/send/x"],
    ["a look-alike host", "https://fcm.googleapis.com.evil.example/fcm/send/x"],
    ["a host ending like one", "https://evilfcm.googleapis.com.example/x"],
    ["a name under no service", "https://push.example/x"],
    ["credentials", "https://user:secret@fcm.googleapis.com/fcm/send/x"],
    ["an IPv4 literal", "https://10.0.0.7/push"],
    ["an IPv4 literal as a number", "https://2130706433/push"],
    ["an IPv6 literal", "https://[::1]/push"],
    ["a fragment", "https://fcm.googleapis.com/fcm/send/x#y"],
    ["not a URL", "fcm.googleapis.com/fcm/send/x"],
    ["too long", `https://fcm.googleapis.com/fcm/send/${"x".repeat(2100)}`],
  ])("refuses %s", (_, endpoint) => {
    expect(endpointOnPushService(endpoint, undefined)).toBeNull();
  });

  it("takes the tests' own service at a local address over http, and nothing else there", () => {
    expect(endpointOnPushService("http://127.0.0.1:4400/push/a", "http://127.0.0.1:4400")?.pathname).toBe("/push/a");
    expect(endpointOnPushService("http://127.0.0.1:4401/push/a", "http://127.0.0.1:4400")).toBeNull();
    expect(endpointOnPushService("http://127.0.0.1:4400/push/a", undefined)).toBeNull();
  });
});

describe("addresses a push service may have", () => {
  it.each(["142.250.4.95", "2a00:1450:4001:82b::200a", "::ffff:142.250.4.95", "64:ff9b::8efa:45f"])("public: %s", (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    "127.0.0.1",
    "10.1.2.3",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.1.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fd12:3456::1",
    "ff02::1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:169.254.169.254",
    "64:ff9b::a00:1",
    "2001:db8::1",
    "not an address",
  ])("not public: %s", (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it("refuses a name that resolves to this machine before a connection is made", async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => publicOnlyLookup("localhost", {}, (failure) => resolve(failure)));
    expect(error?.code).toBe("EREFUSED");
    expect(error?.message).toMatch(/localhost resolves to .*not a public address/);
  });
});
