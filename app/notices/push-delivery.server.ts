import { lookup as dnsLookup, type LookupAddress, type LookupAllOptions, type LookupOneOptions } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import webpush from "web-push";
import { acceptedEndpoint, isPublicAddress, onTestService } from "./push-services.server";
import { vapidKeys } from "./vapid.server";

/** A browser's subscription as stored: where to push, and the keys its messages are encrypted for (RFC 8291). */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/** One message: its text (JSON for the service worker), how long the service may hold it, and the topic a newer one replaces it under. */
export type PushMessage = { payload: string; ttlSeconds: number; topic: string };

/**
 * What became of one send:
 * - `sent`: the push service took it;
 * - `gone`: the subscription no longer exists (404, 410): it is removed;
 * - `retry`: the service is busy or away (429, 5xx, no answer, a network
 *   error), worth trying again, after `retryAfterMs` when it said so;
 * - `refused`: the service will not take it as it is (another 4xx, an
 *   endpoint or an address the server does not send to).
 */
export type DeliveryOutcome =
  | { kind: "sent"; status: number }
  | { kind: "gone"; status: number }
  | { kind: "retry"; status: number | null; retryAfterMs: number | null; reason: string }
  | { kind: "refused"; status: number | null; reason: string };

/** The most of an answer's body read: push services answer a short status text. */
const MAX_ANSWER_BYTES = 4096;

class AddressRefused extends Error {}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** DNS as Node does it, but a name that resolves to any address that is not public is refused before a connection is made. */
export function publicOnlyLookup(hostname: string, options: LookupOneOptions | LookupAllOptions, callback: LookupCallback) {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, []);
    const refused = addresses.find((entry) => !isPublicAddress(entry.address));
    if (refused || addresses.length === 0)
      return callback(Object.assign(new AddressRefused(`${hostname} resolves to ${refused?.address ?? "nothing"}, not a public address`), { code: "EREFUSED" }), []);
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

/** Seconds or an HTTP date of a Retry-After header, in milliseconds from now. */
function retryAfterMs(header: string | undefined): number | null {
  if (!header) return null;
  if (/^\d+$/.test(header.trim())) return Number(header.trim()) * 1000;
  const at = Date.parse(header);
  return Number.isNaN(at) ? null : Math.max(0, at - Date.now());
}

function outcomeOf(answer: IncomingMessage): DeliveryOutcome {
  const status = answer.statusCode ?? 0;
  if (status >= 200 && status < 300) return { kind: "sent", status };
  if (status === 404 || status === 410) return { kind: "gone", status };
  if (status === 429 || status >= 500) return { kind: "retry", status, retryAfterMs: retryAfterMs(answer.headers["retry-after"]), reason: `answered ${status}` };
  return { kind: "refused", status, reason: `answered ${status}` };
}

/**
 * Sends one message to one subscription: encrypted for it (aes128gcm, RFC
 * 8291) and signed with the server's VAPID key (RFC 8292) by the web-push
 * library, posted here so that the address is checked at connect time, the
 * answer read within a bound, and `signal` (the queue's timeout or its stop)
 * ends it. Never throws: every failure is an outcome.
 */
export function deliverPush(target: PushTarget, message: PushMessage, signal: AbortSignal): Promise<DeliveryOutcome> {
  const url = acceptedEndpoint(target.endpoint);
  if (!url) return Promise.resolve({ kind: "refused", status: null, reason: "not an endpoint of a push service" });
  let details: ReturnType<typeof webpush.generateRequestDetails>;
  try {
    const { publicKey, privateKey, subject } = vapidKeys();
    details = webpush.generateRequestDetails({ endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } }, message.payload, {
      vapidDetails: { subject, publicKey, privateKey },
      TTL: message.ttlSeconds,
      urgency: "high",
      topic: message.topic,
      contentEncoding: "aes128gcm",
    });
  } catch (error) {
    return Promise.resolve({ kind: "refused", status: null, reason: error instanceof Error ? error.message : String(error) });
  }
  const testService = onTestService(url);
  const send = url.protocol === "http:" ? httpRequest : httpsRequest;
  return new Promise<DeliveryOutcome>((resolve) => {
    let settled = false;
    const settle = (outcome: DeliveryOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const request = send(
      url,
      {
        method: "POST",
        headers: details.headers as Record<string, string | number>,
        signal,
        // The tests' own service is the one push service at a local address.
        ...(testService ? {} : { lookup: publicOnlyLookup as never }),
      },
      (answer) => {
        let read = 0;
        answer.on("data", (chunk: Buffer) => {
          read += chunk.length;
          if (read > MAX_ANSWER_BYTES) answer.destroy();
        });
        answer.on("close", () => settle(outcomeOf(answer)));
        answer.on("error", () => settle(outcomeOf(answer)));
      },
    );
    request.on("error", (error) => {
      if (error instanceof AddressRefused || (error as { cause?: unknown }).cause instanceof AddressRefused) settle({ kind: "refused", status: null, reason: error.message });
      else settle({ kind: "retry", status: null, retryAfterMs: null, reason: signal.aborted ? "no answer in time" : error.message });
    });
    request.end(details.body);
  });
}
