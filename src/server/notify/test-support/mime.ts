// Just enough MIME parsing for tests to read what our mails say (mailparser is not available):
// headers (unfolded, encoded words decoded), text and HTML bodies and attachments, with
// quoted-printable and base64 decoded.

export type ParsedMail = {
  headers: Record<string, string>;
  text: string;
  html: string;
  attachments: Array<{ filename: string; contentType: string; content: string }>;
};

export function parseMail(raw: string): ParsedMail {
  const out: ParsedMail = { headers: {}, text: '', html: '', attachments: [] };
  const top = parsePart(raw.replace(/\r\n/g, '\n'));
  out.headers = top.headers;
  walk(top, out);
  return out;
}

type Part = { headers: Record<string, string>; body: string };

function parsePart(raw: string): Part {
  const split = raw.indexOf('\n\n');
  const head = split === -1 ? raw : raw.slice(0, split);
  const body = split === -1 ? '' : raw.slice(split + 2);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const i = line.indexOf(':');
    if (i > 0)
      headers[line.slice(0, i).trim().toLowerCase()] = decodeWords(line.slice(i + 1).trim());
  }
  return { headers, body };
}

function walk(part: Part, out: ParsedMail): void {
  const type = part.headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    const sections = part.body.split(`--${boundary}`).slice(1);
    for (const s of sections) {
      if (s.startsWith('--')) break;
      walk(parsePart(s.replace(/^\n/, '')), out);
    }
    return;
  }
  const content = decodeBody(part.body, part.headers['content-transfer-encoding'] ?? '7bit');
  const disposition = part.headers['content-disposition'] ?? '';
  if (/attachment/i.test(disposition)) {
    const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? 'attachment';
    out.attachments.push({ filename, contentType: type, content });
  } else if (/^text\/html/i.test(type)) out.html += content;
  else if (/^text\/plain/i.test(type)) out.text += content;
}

function decodeBody(body: string, encoding: string): string {
  const e = encoding.toLowerCase();
  if (e === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (e === 'quoted-printable') return decodeQp(body);
  return body;
}

function decodeQp(s: string): string {
  const bytes: number[] = [];
  const text = s.replace(/=\n/g, '');
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '=' && /^[0-9A-F]{2}$/i.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeWords(s: string): string {
  return s
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(
      /=\?([^?]+)\?([QB])\?([^?]*)\?=/gi,
      (_m, _charset: string, enc: string, data: string) =>
        enc.toUpperCase() === 'B'
          ? Buffer.from(data, 'base64').toString('utf8')
          : decodeQp(data.replace(/_/g, ' ')),
    );
}
