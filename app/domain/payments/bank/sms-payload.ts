// What an SMS-forwarder app posts, read as one SMS. The open-source forwarders let the user shape the
// request: JSON or a form with the sender, the text and a time under names of the app's choosing
// ("from"/"sender"/"address", "text"/"message"/"body"/"content", "receivedStamp"/"timestamp"…),
// or the bare text. The first field of each kind that is present is taken.

export interface PostedSms {
  sender: string;
  body: string;
  receivedAt?: Date;
}

const SENDER_FIELDS = ["from", "sender", "address", "phone", "phoneNumber", "number", "originatingAddress"];
const BODY_FIELDS = ["text", "message", "body", "content", "msg", "sms"];
const TIME_FIELDS = ["receivedStamp", "receivedAt", "timestamp", "time", "sentStamp", "date"];

/** A time as forwarders send it: epoch milliseconds or seconds (number or digits), or an ISO date; else undefined. */
function timeOf(value: unknown): Date | undefined {
  const text = typeof value === "number" ? String(value) : typeof value === "string" ? value.trim() : "";
  if (/^\d{10}$/.test(text)) return new Date(Number(text) * 1000);
  if (/^\d{13}$/.test(text)) return new Date(Number(text));
  if (!/^\d{4}-\d{2}-\d{2}T/.test(text)) return undefined;
  const date = new Date(text);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const firstText = (fields: Record<string, unknown>, names: readonly string[]) => {
  for (const name of names) {
    const value = fields[name];
    if (typeof value === "string") return value;
  }
  return undefined;
};

function fromFields(fields: Record<string, unknown>): PostedSms | null {
  const body = firstText(fields, BODY_FIELDS);
  if (body === undefined) return null;
  const time = TIME_FIELDS.map((name) => timeOf(fields[name])).find((t) => t !== undefined);
  return { sender: firstText(fields, SENDER_FIELDS) ?? "", body, receivedAt: time };
}

/** The SMS in a posted body of this content type; null when there is none to read. */
export function readPostedSms(contentType: string, text: string): PostedSms | null {
  const type = contentType.split(";")[0].trim().toLowerCase();
  if (type === "application/json") {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      return null;
    }
    return value !== null && typeof value === "object" && !Array.isArray(value) ? fromFields(value as Record<string, unknown>) : null;
  }
  if (type === "application/x-www-form-urlencoded") return fromFields(Object.fromEntries(new URLSearchParams(text)));
  if (type === "text/plain" || type === "") return text.trim() ? { sender: "", body: text } : null;
  return null;
}
