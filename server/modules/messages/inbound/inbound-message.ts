import { type AddressObject, simpleParser } from 'mailparser';

// What a reply by email is made of, once parsed: its sender, whether a machine sent it, its text.
export type InboundMessage = {
  from: string | null;
  automatic: boolean;
  text: string;
};

const AUTOMATIC_PRECEDENCE = /^(bulk|junk|list|auto_reply)$/i;

function headerText(value: unknown): string {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'value' in value) return String((value as { value: unknown }).value);
  return '';
}

function firstAddress(from: AddressObject | AddressObject[] | undefined): string | null {
  const list = Array.isArray(from) ? from : from ? [from] : [];
  return (
    list
      .flatMap((entry) => entry.value)
      .find((address) => address.address)
      ?.address?.toLowerCase() ?? null
  );
}

// D35: auto-replies and bounces are dropped: a null envelope sender, Auto-Submitted (anything but
// "no"), Precedence bulk, junk, list or auto_reply, and delivery reports. HTML-only mail is read
// as its text (no markup, no script: mailparser's own conversion); whatever the bytes, parsing
// never throws past here (a malformed message is read as far as it goes).
export async function parseInbound(raw: Buffer, envelopeFrom: string | null): Promise<InboundMessage> {
  const parsed = await simpleParser(raw, {
    skipImageLinks: true,
    skipTextToHtml: true,
    maxHtmlLengthToParse: 1_000_000,
  });
  const autoSubmitted = headerText(parsed.headers.get('auto-submitted')).trim().toLowerCase();
  const precedence = headerText(parsed.headers.get('precedence')).trim();
  const contentType = headerText(parsed.headers.get('content-type')).toLowerCase();
  const automatic =
    !envelopeFrom ||
    (autoSubmitted !== '' && autoSubmitted !== 'no') ||
    AUTOMATIC_PRECEDENCE.test(precedence) ||
    contentType.startsWith('multipart/report');
  return { from: firstAddress(parsed.from), automatic, text: parsed.text ?? '' };
}
