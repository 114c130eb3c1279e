/** A link that opens WhatsApp (the app on a phone, WhatsApp Web elsewhere) with a message of `text` to send, to whoever the sender picks. */
export function whatsAppLink(text: string) {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
