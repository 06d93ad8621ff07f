/**
 * Just enough of MIME (RFC 2045–2047) for tests to read the mail the shop sends: nested
 * multiparts, quoted-printable and base64 bodies, any charset the runtime knows, and encoded
 * words in headers. (mailparser could not be installed: one of its dependencies is missing from
 * the registry.)
 */

export type ParsedMail = {
  /** Raw header values by lower-case name (the first of repeated headers). */
  headers: Map<string, string>;
  subject: string;
  /** The Reply-To header, decoded (`Aurélie <a@example.com>`); "" when there is none. */
  replyTo: string;
  /** The first text/plain part, with `\n` line ends; "" when there is none. */
  text: string;
  /** The first text/html part, with `\n` line ends; "" when there is none. */
  html: string;
};

/** Reads a raw RFC 822 message as it arrives over SMTP or sits in an `.eml` file. */
export function parseMail(raw: Buffer | string): ParsedMail {
  const message = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw;
  const { headers } = splitEntity(message);
  const bodies: { text?: string; html?: string } = {};
  collectBodies(message, bodies);
  return {
    headers,
    subject: decodeEncodedWords(headers.get("subject") ?? ""),
    replyTo: decodeEncodedWords(headers.get("reply-to") ?? ""),
    text: bodies.text ?? "",
    html: bodies.html ?? "",
  };
}

/**
 * Headers are read as UTF-8 (RFC 6532 allows it, and encoded words are ASCII anyway); the body
 * is kept as a latin1 string, one character per byte, so decoding can work on exact bytes.
 */
function splitEntity(entity: Buffer): { headers: Map<string, string>; body: string } {
  const raw = entity.toString("latin1");
  const separator = /\r?\n\r?\n/.exec(raw);
  const headEnd = separator ? separator.index : raw.length;
  const head = entity.subarray(0, headEnd).toString("utf8");
  const body = separator ? raw.slice(separator.index + separator[0].length) : "";
  const headers = new Map<string, string>();
  // Unfolding removes the line break of a continuation line and keeps its leading space.
  for (const line of head.replaceAll(/\r?\n(?=[ \t])/g, "").split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    if (!headers.has(name)) headers.set(name, line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** `text/plain; charset="utf-8"` → `{ value: "text/plain", params: { charset: "utf-8" } }`. */
function parseStructuredHeader(header: string): { value: string; params: Map<string, string> } {
  const [value = ""] = header.split(";", 1);
  const params = new Map<string, string>();
  for (const match of header.matchAll(/;\s*([^\s=;]+)\s*=\s*("(?:[^"\\]|\\.)*"|[^;]*)/g)) {
    const [, name = "", rawValue = ""] = match;
    const unquoted = rawValue.startsWith('"') ? rawValue.slice(1, -1).replaceAll(/\\(.)/g, "$1") : rawValue;
    params.set(name.toLowerCase(), unquoted.trim());
  }
  return { value: value.trim().toLowerCase(), params };
}

function collectBodies(entity: Buffer, into: { text?: string; html?: string }): void {
  const { headers, body } = splitEntity(entity);
  const type = parseStructuredHeader(headers.get("content-type") ?? "text/plain");
  if (type.value.startsWith("multipart/")) {
    const boundary = type.params.get("boundary");
    if (!boundary) return;
    for (const part of splitMultipart(body, boundary)) collectBodies(Buffer.from(part, "latin1"), into);
    return;
  }
  if (/^\s*attachment/i.test(headers.get("content-disposition") ?? "")) return;
  const kind = type.value === "text/plain" ? "text" : type.value === "text/html" ? "html" : undefined;
  if (!kind || into[kind] !== undefined) return;
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").trim().toLowerCase();
  const bytes = decodeTransferEncoding(body, encoding);
  into[kind] = decodeCharset(bytes, type.params.get("charset")).replaceAll("\r\n", "\n");
}

/** The parts between `--boundary` lines, up to the closing `--boundary--`. */
function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  let current: string[] | undefined;
  for (const line of body.split(/\r?\n/)) {
    const trimmed = line.trimEnd();
    if (trimmed === `--${boundary}--`) {
      if (current) parts.push(current.join("\r\n"));
      return parts;
    }
    if (trimmed === `--${boundary}`) {
      if (current) parts.push(current.join("\r\n"));
      current = [];
      continue;
    }
    current?.push(line);
  }
  if (current) parts.push(current.join("\r\n"));
  return parts;
}

/** `body` is a latin1 string (one character per byte); returns the decoded bytes. */
function decodeTransferEncoding(body: string, encoding: string): Buffer {
  if (encoding === "base64") return Buffer.from(body.replaceAll(/[^A-Za-z0-9+/=]/g, ""), "base64");
  if (encoding === "quoted-printable") {
    const decoded = body
      .replaceAll(/[ \t]+(?=\r?\n|$)/g, "")
      .replaceAll(/=\r?\n/g, "")
      .replaceAll(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
    return Buffer.from(decoded, "latin1");
  }
  return Buffer.from(body, "latin1");
}

function decodeCharset(bytes: Buffer, charset = "utf-8"): string {
  try {
    return new TextDecoder(charset).decode(bytes);
  } catch {
    // An unknown label: UTF-8 is by far the likeliest.
    return new TextDecoder("utf-8").decode(bytes);
  }
}

/**
 * Decodes RFC 2047 encoded words (`=?UTF-8?Q?Caf=C3=A9?=`, `=?UTF-8?B?Q2Fmw6k=?=`). Whitespace
 * between two encoded words is not part of the text, and adjacent words of one charset are
 * decoded together, since an encoder may split a character's bytes across two words.
 */
export function decodeEncodedWords(value: string): string {
  const encodedWord = /=\?([^?*]+)(?:\*[^?]*)?\?([BbQq])\?([^?]*)\?=/g;
  let result = "";
  let pending: { charset: string; bytes: Buffer[] } | undefined;
  let last = 0;
  const flush = () => {
    if (pending) result += decodeCharset(Buffer.concat(pending.bytes), pending.charset);
    pending = undefined;
  };
  for (const match of value.matchAll(encodedWord)) {
    const [word, charset = "utf-8", encoding = "Q", text = ""] = match;
    const between = value.slice(last, match.index);
    const bytes =
      encoding.toUpperCase() === "B"
        ? Buffer.from(text, "base64")
        : Buffer.from(
            text
              .replaceAll("_", " ")
              .replaceAll(/=([0-9A-Fa-f]{2})/g, (_, hex: string) =>
                String.fromCharCode(Number.parseInt(hex, 16)),
              ),
            "latin1",
          );
    const adjacent = pending !== undefined && between.trim() === "";
    if (!adjacent) {
      flush();
      result += between;
    } else if (pending?.charset.toLowerCase() !== charset.toLowerCase()) {
      flush();
    }
    pending ??= { charset, bytes: [] };
    pending.bytes.push(bytes);
    last = match.index + word.length;
  }
  flush();
  return result + value.slice(last);
}
